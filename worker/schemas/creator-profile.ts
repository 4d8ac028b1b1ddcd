import { z } from 'zod';
import { COUNTRY_CODES } from './countries';
import { LANGUAGES, NICHES } from './brand-choices';
import { ZLocation } from './common';
import { ZSocialAccount } from './social';
import { CREATOR_ONBOARDING_FLAGS, ZUserStatus } from './user';

export const CREATOR_GENDERS = ['female', 'male', 'non-binary', 'prefer-not-to-say'] as const;
export const MAX_NICHES = 5;
export const BIO_MIN_LENGTH = 20;

/** Flags the web app may set; the rest are the server's (connected_account, profile_complete, onboarding_complete, notified_approved). */
export const CLIENT_ONBOARDING_FLAGS = [
  'get_started_modal',
  'sidebar_tour',
  'phyllo_tour',
  'read_approval_notification',
  'has_seen_optional_fields',
  'has_seen_new_rates_modal',
] as const;
export type TCreatorOnboardingFlag = (typeof CREATOR_ONBOARDING_FLAGS)[number];

/** Profile parts counted by the completeness meter; the first four are required for `profile_complete`. */
export const PROFILE_PARTS = [
  'bio',
  'niches',
  'location',
  'languages',
  'display_picture',
  'rates',
  'social_account',
] as const;
export const REQUIRED_PROFILE_PARTS = ['bio', 'niches', 'location', 'languages'] as const;

export const ZCreatorProfile = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  display_picture: z.string().nullable(),
  status: ZUserStatus,
  bio: z.string(),
  niches: z.array(z.string()),
  languages: z.array(z.string()),
  location: ZLocation.nullable(),
  gender: z.string().nullable(),
  max_concurrent_campaigns: z.number().int(),
  total_followers: z.number().int(),
  onboarding: z.record(z.string(), z.boolean()),
  completeness: z.object({ percent: z.number().int(), missing: z.array(z.enum(PROFILE_PARTS)) }),
  social_accounts: z.array(ZSocialAccount),
  created_at: z.string(),
});
export type TCreatorProfile = z.infer<typeof ZCreatorProfile>;

/** Only an uploaded picture (`PUT /api/account/picture/` checks it is the person's own); never a pasted link. */
const ZPictureUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v.startsWith('/api/pictures/'), 'Upload a picture instead of pasting a link.');

/** Every editable profile field; the API takes any subset, the web form needs the required ones. */
export const PROFILE_FIELDS = {
  first_name: z.string().trim().min(1, 'Enter your first name.').max(80),
  last_name: z.string().trim().min(1, 'Enter your last name.').max(80),
  display_picture: ZPictureUrl.nullable(),
  bio: z.string().trim().max(1000, 'Keep your bio under 1,000 characters.'),
  niches: z
    .array(z.enum(NICHES, { message: 'Choose niches from the list.' }))
    .min(1, 'Choose at least one niche.')
    .max(MAX_NICHES, `Choose at most ${MAX_NICHES} niches.`)
    .transform((v) => [...new Set(v)]),
  languages: z
    .array(z.enum(LANGUAGES, { message: 'Choose languages from the list.' }))
    .min(1, 'Choose at least one language.')
    .max(5, 'Choose at most 5 languages.')
    .transform((v) => [...new Set(v)]),
  location_id: z.string().min(1).max(100).nullable(),
  /** A city not in the list, entered by the creator: kept as a location of its own (and reused by the next one). */
  new_location: z.object({
    city: z
      .string()
      .trim()
      .transform((v) => v.replace(/\s+/g, ' '))
      .pipe(
        z
          .string()
          .min(2, 'Enter your city.')
          .max(60, 'Keep the city under 60 characters.')
          .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'’()-]*$/u, 'Use letters only for the city.'),
      ),
    country_code: z.enum(COUNTRY_CODES as [string, ...string[]], { message: 'Choose the country.' }),
  }),
  gender: z.enum(CREATOR_GENDERS).nullable(),
};

export const ZUpdateCreatorProfile = z
  .object(PROFILE_FIELDS)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change.');
export type TUpdateCreatorProfile = z.infer<typeof ZUpdateCreatorProfile>;

export const ZOnboardingUpdate = z.object({
  onboarding_values: z
    .partialRecord(z.enum(CLIENT_ONBOARDING_FLAGS, { message: 'This flag is not yours to set.' }), z.boolean())
    .refine((v) => Object.keys(v).length > 0, 'Send at least one flag.'),
});
export const ZOnboardingResponse = z.object({ onboarding: z.record(z.string(), z.boolean()) });

export const ZCreatorIdParam = z.object({ creator_id: z.string().uuid('Use a creator profile id.') });
export const ZCreatorStatusUpdate = z.object({ status: ZUserStatus });
export const ZCreatorStatusResponse = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid(),
  status: ZUserStatus,
  onboarding: z.record(z.string(), z.boolean()),
});
