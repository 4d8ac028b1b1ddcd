import { z } from 'zod';
import { SEARCH_TEXT_MAX } from './vocabularies';
import { NICHES, ZPlatform } from './brand-choices';
import { ZDeliverableTemplate, ZMatchStatus, ZCampaignStatus } from './campaign';
import { ZIsoDate } from './creator-rates';
import { pageFields, paginated } from './pagination';

export const ZBrandRef = z.object({
  id: z.string().uuid(),
  name: z.string(),
  logo_url: z.string().nullable(),
  industry: z.string().nullable(),
});

/** A campaign as a creator sees it in lists: no budget, no other creators. */
const ZCreatorCampaignCard = z.object({
  id: z.string().uuid(),
  title: z.string(),
  brief_excerpt: z.string(),
  brand: ZBrandRef,
  platforms: z.array(z.string()),
  niches: z.array(z.string()),
  rate_min_cents: z.number().int().nullable(),
  rate_max_cents: z.number().int().nullable(),
  currency: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  deliverables: z.array(ZDeliverableTemplate),
  published_at: z.string().nullable(),
});
export type TCreatorCampaignCard = z.infer<typeof ZCreatorCampaignCard>;
export const ZCreatorCampaignList = paginated(ZCreatorCampaignCard);

export const CAMPAIGN_SORTS = ['newest', 'pay', 'starting_soon'] as const;

const ZCents = z.coerce.number().int('Use whole cents.').min(0).max(100_000_000_00);

export const ZCampaignSearchQuery = z
  .object({
    q: z.string().trim().max(SEARCH_TEXT_MAX).optional(),
    platform: ZPlatform.optional(),
    niche: z.enum(NICHES).optional(),
    min_pay_cents: ZCents.optional(),
    max_pay_cents: ZCents.optional(),
    starts_after: ZIsoDate.optional(),
    ends_before: ZIsoDate.optional(),
    sort: z.enum(CAMPAIGN_SORTS).default('newest'),
    ...pageFields(12),
  })
  .refine((q) => q.min_pay_cents === undefined || q.max_pay_cents === undefined || q.min_pay_cents <= q.max_pay_cents, {
    path: ['max_pay_cents'],
    message: 'The highest pay must be at least the lowest.',
  })
  .refine((q) => !q.starts_after || !q.ends_before || q.starts_after <= q.ends_before, {
    path: ['ends_before'],
    message: 'The end must be on or after the start.',
  });
export type TCampaignSearchQuery = z.infer<typeof ZCampaignSearchQuery>;

const ZMyMatchRef = z.object({ id: z.string().uuid(), status: ZMatchStatus });

/** The full brief of one campaign, whether this creator may apply, and where they stand. */
export const ZCreatorCampaignOverview = ZCreatorCampaignCard.extend({
  brief: z.string(),
  objectives: z.array(z.string()),
  status: ZCampaignStatus,
  visibility: z.enum(['public', 'invite_only']),
  target_locations: z.array(z.string()),
  follower_min: z.number().int().nullable(),
  follower_max: z.number().int().nullable(),
  review_window_days: z.number().int(),
  revision_rounds: z.number().int(),
  brand_description: z.string().nullable(),
  my_match: ZMyMatchRef.nullable(),
  can_apply: z.boolean(),
  /** Why this creator cannot apply (empty when they can or already have a match). */
  apply_blockers: z.array(z.string()),
  /** Days in the campaign's dates the creator marked as unavailable. */
  unavailable_days: z.array(z.string()),
});
export type TCreatorCampaignOverview = z.infer<typeof ZCreatorCampaignOverview>;

export const ZApplyRequest = z.object({
  message: z
    .string()
    .trim()
    .min(20, 'Tell the brand a little more (at least 20 characters).')
    .max(2000, 'Keep your pitch under 2,000 characters.'),
  proposed_rate_cents: z
    .number()
    .int('Use whole cents.')
    .min(100, 'Ask for at least 1.00.')
    .max(100_000_000, 'That rate is too large.')
    .nullable()
    .optional(),
});
export type TApplyRequest = z.infer<typeof ZApplyRequest>;

export const ZCreatorBrandProfile = z.object({
  id: z.string().uuid(),
  name: z.string(),
  logo_url: z.string().nullable(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  description: z.string().nullable(),
  /** Open public campaigns this creator has not joined yet. */
  open_campaigns: z.array(ZCreatorCampaignCard),
  /** Campaigns of this brand the creator has worked on (contracted or completed). */
  collaborations: z.number().int(),
  upcoming_events: z.number().int(),
});
export type TCreatorBrandProfile = z.infer<typeof ZCreatorBrandProfile>;
