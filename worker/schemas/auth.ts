import { z } from 'zod';
import {
  BRAND_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  isMixedPassword,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-rules';
import { ZUser } from './user';

export const ZEmail = z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(EMAIL_MAX_LENGTH);

export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)
  .refine(isMixedPassword, 'Mix letters with numbers or symbols.');

export const ZSignupRequest = z
  .object({
    email: ZEmail,
    password: ZNewPassword,
    first_name: z.string().trim().min(1, 'Enter your first name.').max(NAME_MAX_LENGTH),
    last_name: z.string().trim().min(1, 'Enter your last name.').max(NAME_MAX_LENGTH),
    profile_of: z.enum(['Brand', 'Influencer']),
    brand_name: z.string().trim().max(BRAND_NAME_MAX_LENGTH).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.profile_of === 'Brand' && !v.brand_name) {
      ctx.addIssue({ code: 'custom', path: ['brand_name'], message: 'Enter your brand name.' });
    }
  });
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

/** The same answer whether or not the address already had an account (its owner is e-mailed instead). */
export const ZSignupResponse = z.object({ detail: z.string() });

export const ZActivateRequest = z.object({ uid: z.string().min(1).max(64), token: z.string().min(1).max(256) });

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH),
  remember_me: z.boolean().default(false),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ token: z.string(), user: ZUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZPasswordResetRequest = z.object({ email: ZEmail });
export const ZSignInLinkRequest = z.object({ email: ZEmail });
export const ZSignInLinkConfirm = z.object({
  uid: z.string().min(1).max(64),
  token: z.string().min(1).max(256),
  remember_me: z.boolean().default(false),
});
export const ZPasswordResetConfirm = z.object({
  uid: z.string().min(1).max(64),
  token: z.string().min(1).max(256),
  new_password: ZNewPassword,
});

export const ZDetail = z.object({ detail: z.string() });

const ZSession = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  current: z.boolean(),
});
export const ZSessionList = z.object({ results: z.array(ZSession) });
