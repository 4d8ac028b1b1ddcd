import { z } from 'zod';
import { CURRENCIES, ZDeliverableType, ZPlatform } from './brand-choices';
import { ZCreatorRate } from './creator-search';

export { ZCreatorRate, type TCreatorRate } from './creator-search';
export const ZCreatorRateList = z.array(ZCreatorRate);

const ZRateCents = z
  .number({ message: 'Enter a rate.' })
  .int('Use whole cents.')
  .min(100, 'Charge at least 1.00.')
  .max(100_000_000, 'That rate is too large.');

export const ZCreateRate = z.object({
  platform: ZPlatform,
  deliverable_type: ZDeliverableType,
  rate_cents: ZRateCents,
  currency: z.enum(CURRENCIES).default('USD'),
});
export type TCreateRate = z.input<typeof ZCreateRate>;

export const ZUpdateRate = z
  .object({ rate_cents: ZRateCents, currency: z.enum(CURRENCIES) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send rate_cents or currency.');

const MAX_UNAVAILABLE_DATES = 366;
const MAX_CONCURRENT_CAMPAIGNS = 20;
const AVAILABILITY_HORIZON_DAYS = 730;

export const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'Not a real date.',
  );

export const ZAvailability = z.object({
  /** Days from today on that the creator marked as unavailable, ascending. */
  unavailable_dates: z.array(z.string()),
  max_concurrent_campaigns: z.number().int(),
  /** Contracted campaigns right now, to compare with the maximum. */
  active_campaigns: z.number().int(),
});
export type TAvailability = z.infer<typeof ZAvailability>;

// A day of slack so a creator west of UTC can still mark their own today.
const earliest = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const horizon = () => new Date(Date.now() + AVAILABILITY_HORIZON_DAYS * 86_400_000).toISOString().slice(0, 10);

export const ZUpdateAvailability = z
  .object({
    unavailable_dates: z
      .array(ZIsoDate)
      .max(MAX_UNAVAILABLE_DATES, `Mark at most ${MAX_UNAVAILABLE_DATES} days.`)
      .refine((ds) => ds.every((d) => d >= earliest()), 'Dates must be today or later.')
      .refine((ds) => ds.every((d) => d <= horizon()), 'Dates can be at most two years ahead.')
      .transform((ds) => [...new Set(ds)].sort()),
    max_concurrent_campaigns: z
      .number()
      .int('Use a whole number.')
      .min(1, 'At least 1.')
      .max(MAX_CONCURRENT_CAMPAIGNS, `At most ${MAX_CONCURRENT_CAMPAIGNS}.`),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send unavailable_dates or max_concurrent_campaigns.');
export type TUpdateAvailability = z.input<typeof ZUpdateAvailability>;
