import { z } from 'zod';
import { zWebUrl } from './web-url';
import { BRAND_GOALS, COMPANY_SIZES, INDUSTRIES, NOTIFICATION_PREFERENCES } from './brand-choices';
import { BRAND_ONBOARDING_FLAGS, INTERNAL_ONBOARDING_FLAGS } from './user';

const ZBrandProfileFields = z.object({
  name: z.string().trim().min(2, 'At least 2 characters.').max(120, 'At most 120 characters.'),
  website: zWebUrl({ max: 300 }).nullable(),
  industry: z.enum(INDUSTRIES).nullable(),
  description: z.string().trim().max(2000, 'At most 2,000 characters.').nullable(),
  logo_url: zWebUrl({ max: 300, httpsOnly: true, message: 'Enter the https:// address of the logo image.' }).nullable(),
});

export const ZBrandProfile = ZBrandProfileFields.extend({
  id: z.string().uuid(),
  owner_id: z.string().uuid(),
  industry: z.string().nullable(),
  created_at: z.string(),
  stats: z.object({
    active_campaigns: z.number().int(),
    completed_campaigns: z.number().int(),
    creators_worked_with: z.number().int(),
  }),
});
export type TBrandProfile = z.infer<typeof ZBrandProfile>;
export const ZBrandProfileQuery = z.object({ brand_id: z.string().uuid('Not a valid brand id.').optional() });
export const ZBrandProfileUpdate = ZBrandProfileFields.partial();
export type TBrandProfileUpdate = z.infer<typeof ZBrandProfileUpdate>;

const ZBrandSettingsFields = ZBrandProfileFields.extend({
  company_size: z.enum(COMPANY_SIZES).nullable(),
  country_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code.')
    .transform((s) => s.toUpperCase())
    .nullable(),
  contact_email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254).nullable(),
  contact_phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a phone number (digits, spaces, + and -).')
    .nullable(),
  goals: z.array(z.enum(BRAND_GOALS)).max(BRAND_GOALS.length),
  monthly_budget_cents: z
    .number()
    .int('Use whole cents.')
    .min(0, 'Must be zero or more.')
    .max(10_000_000_000, 'That amount is too large.')
    .nullable(),
  notification_preferences: z.partialRecord(z.enum(NOTIFICATION_PREFERENCES), z.boolean()),
});
export const ZBrandSettings = ZBrandSettingsFields.extend({
  id: z.string().uuid(),
  industry: z.string().nullable(),
  company_size: z.string().nullable(),
  goals: z.array(z.string()),
  notification_preferences: z.record(z.string(), z.boolean()),
});
export type TBrandSettings = z.infer<typeof ZBrandSettings>;
export const ZBrandSettingsUpdate = ZBrandSettingsFields.partial();
export type TBrandSettingsUpdate = z.input<typeof ZBrandSettingsUpdate>;

const FLAGS = [...BRAND_ONBOARDING_FLAGS, ...INTERNAL_ONBOARDING_FLAGS] as const;
export const ZOnboardingVariables = z.object({
  onboarding_values: z
    .partialRecord(z.enum(FLAGS), z.boolean())
    .refine((v) => Object.keys(v).length > 0, 'Send at least one flag.'),
});
export type TOnboardingVariables = z.infer<typeof ZOnboardingVariables>;
export const ZOnboardingState = z.object({ onboarding: z.record(z.string(), z.boolean()) });
