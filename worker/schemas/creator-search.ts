import { z } from 'zod';
import { SEARCH_TEXT_MAX } from './vocabularies';
import { ZMatchStatus } from './campaign';
import { ZAccountStatus } from './social';
import { AGE_RANGES, PLATFORMS, ZPlatform, ZDeliverableType } from './brand-choices';
import { paginated } from './pagination';
import { AUDIENCE_GENDERS, CREATOR_FILTER_KEYS, CREATOR_SORTS } from './creator-search-vocabulary';

/** "a,b,c" or a repeated parameter → a trimmed, de-duplicated list. */
const csv = <T extends z.ZodType>(item: T, max = 20) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? [
            ...new Set(
              v
                .slice(0, 2000)
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            ),
          ]
        : v,
    z.array(item).max(max, `At most ${max} values.`),
  );

const count = z.coerce.number().int('Use a whole number.').min(0, 'Must be zero or more.').max(1_000_000_000);
const percent = z.coerce.number().min(0, 'Must be zero or more.').max(100, 'At most 100.');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.');

export type { TCreatorSort } from './creator-search-vocabulary';

/** Query of `GET /brand/creator-database/`. Everything but q, sort, recently_added and paging needs Search Filters. */
export const ZCreatorSearchQuery = z
  .object({
    q: z.string().trim().max(SEARCH_TEXT_MAX, `At most ${SEARCH_TEXT_MAX} characters.`).optional(),
    platform: csv(ZPlatform, PLATFORMS.length).optional(),
    followers_min: count.optional(),
    followers_max: count.optional(),
    engagement_min: percent.optional(),
    engagement_max: percent.optional(),
    niche: csv(z.string().min(1).max(60)).optional(),
    location: csv(z.string().min(1).max(80)).optional(),
    language: csv(z.string().min(1).max(40)).optional(),
    audience_gender: z.enum(AUDIENCE_GENDERS).optional(),
    audience_age: csv(z.enum(AGE_RANGES), AGE_RANGES.length).optional(),
    audience_country: csv(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'Use two-letter country codes.')
        .transform((s) => s.toUpperCase()),
    ).optional(),
    rate_min_cents: count.optional(),
    rate_max_cents: count.optional(),
    available_from: isoDate.optional(),
    available_to: isoDate.optional(),
    recently_added: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    sort: z.enum(CREATOR_SORTS).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .superRefine((q, ctx) => {
    const ranges = [
      ['followers_min', 'followers_max'],
      ['engagement_min', 'engagement_max'],
      ['rate_min_cents', 'rate_max_cents'],
      ['available_from', 'available_to'],
    ] as const;
    for (const [lo, hi] of ranges) {
      const a = q[lo];
      const b = q[hi];
      if (a !== undefined && b !== undefined && a > b)
        ctx.addIssue({ code: 'custom', path: [hi], message: 'Must not be below the lower end of the range.' });
    }
    if ((q.available_from === undefined) !== (q.available_to === undefined))
      ctx.addIssue({ code: 'custom', path: ['available_to'], message: 'Give both dates of the availability window.' });
  });
export type TCreatorSearchQuery = z.output<typeof ZCreatorSearchQuery>;

/** Query parameters that are filters (gated by Search Filters). */
export const FILTER_KEYS = CREATOR_FILTER_KEYS;

const ZSocialAccountSummary = z.object({
  platform: ZPlatform,
  handle: z.string(),
  followers: z.number().int(),
  engagement_rate: z.number(),
});

const ZAudienceSummary = z.object({
  female_pct: z.number().int(),
  male_pct: z.number().int(),
  top_age_range: z.string(),
  top_country_code: z.string(),
});

/** One creator as the creator database, saved profiles and candidate lists show them. */
/**
 * The audience-credibility score (0–100) of the creator's main account (most followers) and what it is based on,
 * one short reading per signal in a stable order (engagement, real audience, likes, comments, following).
 */
const ZCreatorCredibility = z.object({
  score: z.number().int(),
  confidence: z.enum(['low', 'medium', 'high']),
  platform: ZPlatform,
  basis: z.array(z.object({ key: z.string(), text: z.string(), verdict: z.enum(['good', 'neutral', 'concern']) })),
});
export type TCreatorCredibility = z.infer<typeof ZCreatorCredibility>;

export const ZCreatorCard = z.object({
  id: z.string().uuid(),
  name: z.string(),
  display_picture: z.string().nullable(),
  bio: z.string(),
  location: z.object({ id: z.string(), label: z.string(), country_code: z.string() }).nullable(),
  niches: z.array(z.string()),
  languages: z.array(z.string()),
  total_followers: z.number().int(),
  engagement_rate: z.number(),
  accounts: z.array(ZSocialAccountSummary),
  rate_min_cents: z.number().int().nullable(),
  rate_max_cents: z.number().int().nullable(),
  audience: ZAudienceSummary.nullable(),
  credibility: ZCreatorCredibility.nullable(),
  is_saved: z.boolean(),
  created_at: z.string(),
});
export type TCreatorCard = z.infer<typeof ZCreatorCard>;

export const ZCreatorSearchResult = paginated(ZCreatorCard);
export type TCreatorSearchResult = z.infer<typeof ZCreatorSearchResult>;

export const ZCreatorRate = z.object({
  id: z.string().uuid(),
  platform: ZPlatform,
  deliverable_type: ZDeliverableType,
  rate_cents: z.number().int(),
  currency: z.string(),
});
export const ZCreatorRates = z.array(ZCreatorRate);
export type TCreatorRate = z.infer<typeof ZCreatorRate>;

/** A creator's full profile for a brand (Creator Profile): accounts with sync times, audience, rates, history. */
export const ZCreatorProfileForBrand = ZCreatorCard.extend({
  accounts: z.array(ZSocialAccountSummary.extend({ status: ZAccountStatus, last_synced_at: z.string().nullable() })),
  audience_distributions: z
    .object({ age: z.record(z.string(), z.number()), countries: z.record(z.string(), z.number()) })
    .nullable(),
  rates: ZCreatorRates,
  past_campaigns: z.array(
    z.object({
      match_id: z.string().uuid(),
      campaign_id: z.string().uuid(),
      campaign_title: z.string(),
      status: ZMatchStatus,
      offered_rate_cents: z.number().int().nullable(),
    }),
  ),
  /** What each credibility reading means for this creator; null when the plan has no Profile Access (as `audience`). */
  credibility_explained: z.array(z.object({ key: z.string(), text: z.string(), explanation: z.string() })).nullable(),
  /** Sections the brand's plan does not unlock (Profile Access): left empty and named here. */
  locked: z.array(z.enum(['audience', 'rates'])),
});
export type TCreatorProfileForBrand = z.infer<typeof ZCreatorProfileForBrand>;

/** A creator ranked for a campaign (Creator Matches), with the reasons for the rank. */
const ZSuggestedCreator = z.object({ creator: ZCreatorCard, score: z.number(), reasons: z.array(z.string()) });
export const ZSuggestedCreators = z.array(ZSuggestedCreator);
export type TSuggestedCreator = z.infer<typeof ZSuggestedCreator>;

export const ZSavedProfileBody = z.object({ profile_id: z.string().uuid('Not a valid creator id.') });
/** The same id, read from the address on `DELETE`. @alias */
export const ZSavedProfileQuery = ZSavedProfileBody;
export const ZSavedProfiles = paginated(ZCreatorCard.extend({ saved_at: z.string() }));
export type TSavedProfiles = z.infer<typeof ZSavedProfiles>;
