import { z } from 'zod';
import { CURRENCIES, ZDeliverableType, ZObjective, ZPlatform } from './brand-choices';
import { pageFields, paginated } from './pagination';
import { CAMPAIGN_STATUSES, MATCH_STATUSES, SEARCH_TEXT_MAX } from './vocabularies';

export { CAMPAIGN_STATUSES, MATCH_STATUSES };
export const ZCampaignStatus = z.enum(CAMPAIGN_STATUSES);
export type TCampaignStatus = z.infer<typeof ZCampaignStatus>;

export const ZMatchStatus = z.enum(MATCH_STATUSES);
/** A creator's application (pitch) to a campaign. */
export const ZPitchStatus = z.enum(['pending', 'accepted', 'declined']);
export type TMatchStatus = z.infer<typeof ZMatchStatus>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.');
const cents = z
  .number()
  .int('Use whole cents.')
  .min(0, 'Must be zero or more.')
  .max(10_000_000_000, 'That amount is too large.');

export const ZDeliverableTemplate = z.object({
  type: ZDeliverableType,
  platform: ZPlatform,
  quantity: z.number().int().min(1, 'At least 1.').max(50, 'At most 50.'),
  due_days: z.number().int().min(1, 'At least 1 day.').max(365, 'At most 365 days.'),
  description: z.string().trim().max(500).optional(),
});
export type TDeliverableTemplate = z.infer<typeof ZDeliverableTemplate>;

/** Every editable field of a campaign (all optional: a draft may be incomplete). */
const ZCampaignFields = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'Give the campaign a title of at least 3 characters.')
    .max(120, 'At most 120 characters.'),
  brief: z.string().trim().max(5000, 'At most 5,000 characters.'),
  objectives: z.array(ZObjective).max(6),
  platforms: z.array(ZPlatform).max(6),
  deliverable_templates: z.array(ZDeliverableTemplate).max(20, 'At most 20 deliverables.'),
  budget_cents: cents,
  currency: z.enum(CURRENCIES),
  rate_min_cents: cents.nullable(),
  rate_max_cents: cents.nullable(),
  start_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  target_niches: z.array(z.string().trim().min(1).max(60)).max(10),
  target_location_ids: z.array(z.string().trim().min(1).max(80)).max(20),
  follower_min: z.number().int().min(0).max(1_000_000_000).nullable(),
  follower_max: z.number().int().min(0).max(1_000_000_000).nullable(),
  visibility: z.enum(['public', 'invite_only']),
});
export type TCampaignFields = z.infer<typeof ZCampaignFields>;

type RangeCheck = Partial<
  Pick<
    TCampaignFields,
    'rate_min_cents' | 'rate_max_cents' | 'start_date' | 'end_date' | 'follower_min' | 'follower_max'
  >
>;

/** Cross-field rules: each range's lower end is not above its upper end. */
const rangeProblems = (c: RangeCheck): Record<string, string> => {
  const problems: Record<string, string> = {};
  if (c.rate_min_cents != null && c.rate_max_cents != null && c.rate_min_cents > c.rate_max_cents)
    problems.rate_max_cents = 'The highest rate must be at least the lowest rate.';
  if (c.start_date && c.end_date && c.start_date > c.end_date)
    problems.end_date = 'The end date must be on or after the start date.';
  if (c.follower_min != null && c.follower_max != null && c.follower_min > c.follower_max)
    problems.follower_max = 'The maximum must be at least the minimum.';
  return problems;
};

/** What a campaign needs before it can be published (Campaign Creation); drafts may lack all of it. */
export const publishProblems = (c: Partial<TCampaignFields>): Record<string, string> => {
  const problems: Record<string, string> = { ...rangeProblems(c) };
  if (!c.brief || c.brief.length < 20) problems.brief = 'Write a brief of at least 20 characters before publishing.';
  if (!c.platforms?.length) problems.platforms = 'Choose at least one platform.';
  if (!c.deliverable_templates?.length) problems.deliverable_templates = 'Add at least one deliverable.';
  if (!c.budget_cents) problems.budget_cents = 'Set a budget above zero.';
  if (!c.start_date) problems.start_date = 'Choose a start date.';
  if (!c.end_date) problems.end_date ??= 'Choose an end date.';
  return problems;
};

const withRanges = <T extends z.ZodType<RangeCheck>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(rangeProblems(value)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });

export const ZCampaignCreate = withRanges(
  ZCampaignFields.partial().extend({
    title: ZCampaignFields.shape.title,
    status: z.enum(['draft', 'active']).default('draft'),
  }),
);
export type TCampaignCreate = z.input<typeof ZCampaignCreate>;

export const ZCampaignUpdate = withRanges(ZCampaignFields.partial().extend({ status: ZCampaignStatus.optional() }));
export type TCampaignUpdate = z.input<typeof ZCampaignUpdate>;

export const ZCampaign = ZCampaignFields.extend({
  id: z.string().uuid(),
  brand_id: z.string().uuid(),
  status: ZCampaignStatus,
  review_window_days: z.number().int(),
  revision_rounds: z.number().int(),
  /** Managed Campaigns: the brand asked its strategist to run it. */
  is_managed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

/** Campaign detail: the campaign plus where its creators stand and its money against the budget. */
export const ZCampaignDetail = ZCampaign.extend({
  creators_by_status: z.record(z.string(), z.number().int()),
  /** Sum of accepted, contracted and completed offers. */
  committed_cents: z.number().int(),
  /** Sum of open offers (proposed or countered). */
  offered_cents: z.number().int(),
  /** What the wallet holds for the open offers (not for agreed terms): it returns to available funds when they close. */
  held_cents: z.number().int(),
  /** Sum of deliverables already paid. */
  paid_cents: z.number().int(),
  pending_pitches: z.number().int(),
  timeline: z.array(z.object({ label: z.string(), at: z.string() })),
  /** Why the campaign can no longer be edited (the edit page shows it read-only), or null. */
  edit_blocked_reason: z.string().nullable(),
  /** Why it cannot be deleted (creators under contract, funds held for offers), or null. */
  delete_blocked_reason: z.string().nullable(),
});
export type TCampaignDetail = z.infer<typeof ZCampaignDetail>;

const ZCampaignSummary = ZCampaign.pick({
  id: true,
  title: true,
  status: true,
  platforms: true,
  budget_cents: true,
  currency: true,
  start_date: true,
  end_date: true,
  visibility: true,
  created_at: true,
  published_at: true,
}).extend({
  creators_count: z.number().int(),
  applicants_count: z.number().int(),
  committed_cents: z.number().int(),
});
export type TCampaignSummary = z.infer<typeof ZCampaignSummary>;

export const ZCampaignListQuery = z.object({
  status: ZCampaignStatus.optional(),
  q: z.string().trim().max(SEARCH_TEXT_MAX).optional(),
  ...pageFields(10),
});
export const ZCampaignList = paginated(ZCampaignSummary).extend({
  counts: z.record(ZCampaignStatus, z.number().int()),
});
export type TCampaignList = z.infer<typeof ZCampaignList>;

export const ZIdParam = z.object({ id: z.string().uuid('Not a valid id.') });

export const ZProfileCampaignsQuery = z.object({ brand_id: z.string().uuid('Not a valid brand id.').optional() });
export const ZProfileCampaigns = z.array(ZCampaignSummary);
