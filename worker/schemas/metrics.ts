import { z } from 'zod';
import { ZDeliverableType, ZPlatform } from './brand-choices';
import { ZDeliverableStatus } from './content';

/** The counts a post is measured by (lifetime figures as of a day). */
export const METRIC_COUNTS = ['views', 'impressions', 'reach', 'likes', 'comments', 'shares', 'saves'] as const;
export type TMetricCount = (typeof METRIC_COUNTS)[number];

/**
 * Earned media value: what the same exposure and interactions would cost as paid media, in cents per unit.
 * EMV = impressions × $5 CPM + likes × $0.10 + comments × $0.50 + shares × $0.75 + saves × $0.50. Views are not
 * counted on top of impressions (a view is an impression that played), so nothing is counted twice.
 */
export const EMV_RATES_CENTS = { impressions: 0.5, likes: 10, comments: 50, shares: 75, saves: 50 } as const;

/** Most days one series covers: the latest 90 days with measurements. */
export const METRICS_SERIES_MAX_DAYS = 90;
/** A brand may ask for a post's figures again after this long without an answer. */
export const METRICS_REQUEST_COOLDOWN_HOURS = 24;

const count = z
  .number()
  .int('Use whole numbers.')
  .min(0, 'Must be zero or more.')
  .max(1_000_000_000_000, 'That number is too large.');

const ZMetricCounts = z.object({
  views: count,
  impressions: count,
  reach: count,
  likes: count,
  comments: count,
  shares: count,
  saves: count,
});
export type TMetricCounts = z.infer<typeof ZMetricCounts>;

/** Counts plus what we derive from them and from spend. Money in cents of the campaign's currency. */
const ZMetricFigures = ZMetricCounts.extend({
  posts: z.number().int(),
  /** likes + comments + shares + saves. */
  engagements: z.number().int(),
  /** Engagements per reached account, in percent (null without reach). */
  engagement_rate: z.number().nullable(),
  /** Sum of the measured posts' deliverable rates. */
  spend_cents: z.number().int(),
  /** Spend per 1,000 impressions (null without impressions). */
  cpm_cents: z.number().int().nullable(),
  /** Spend per engagement (null without engagements). */
  cpe_cents: z.number().int().nullable(),
  emv_cents: z.number().int(),
});
export type TMetricFigures = z.infer<typeof ZMetricFigures>;

const ZMetricsSource = z.enum(['provider', 'creator']);

const ZPostMetricsRow = z.object({
  deliverable_id: z.string().uuid(),
  match_id: z.string().uuid(),
  creator: z.object({ id: z.string().uuid(), name: z.string() }),
  type: ZDeliverableType,
  platform: ZPlatform,
  status: ZDeliverableStatus,
  post_url: z.string().nullable(),
  published_at: z.string().nullable(),
  figures: ZMetricFigures,
  /** Where the latest figures come from, and the day they were measured (null: none yet). */
  source: ZMetricsSource.nullable(),
  measured_on: z.string().nullable(),
  screenshot_url: z.string().nullable(),
  /** An unanswered metrics request for this post, if any. */
  metrics_requested_at: z.string().nullable(),
});
export type TPostMetricsRow = z.infer<typeof ZPostMetricsRow>;

const ZCreatorMetricsRow = z.object({
  creator: z.object({ id: z.string().uuid(), name: z.string(), display_picture: z.string().nullable() }),
  match_id: z.string().uuid(),
  figures: ZMetricFigures,
});
export type TCreatorMetricsRow = z.infer<typeof ZCreatorMetricsRow>;

/** One day of the campaign: every post's latest figures as of that day, summed. */
const ZMetricsDay = ZMetricCounts.extend({ date: z.string(), engagements: z.number().int() });
export type TMetricsDay = z.infer<typeof ZMetricsDay>;

export const ZCampaignMetrics = z.object({
  campaign: z.object({ id: z.string().uuid(), title: z.string(), currency: z.string() }),
  /** Sums over the posts that have figures; posts with none yet are left out (counted below). */
  totals: ZMetricFigures,
  /** Live posts with no figures yet (not reported, or not found at the provider): not in the totals. */
  posts_without_figures: z.number().int(),
  last_measured_on: z.string().nullable(),
  creators: z.array(ZCreatorMetricsRow),
  deliverables: z.array(ZPostMetricsRow),
  series: z.array(ZMetricsDay),
  emv_rates_cents: z.object({
    impressions: z.number(),
    likes: z.number(),
    comments: z.number(),
    shares: z.number(),
    saves: z.number(),
  }),
});
export type TCampaignMetrics = z.infer<typeof ZCampaignMetrics>;

/** `POST /brand/request-metrics/`: every live post of a match, or the posts named. */
export const ZRequestMetrics = z
  .object({
    match_id: z.string().uuid('Not a valid match id.').optional(),
    deliverable_ids: z
      .array(z.string().uuid('Not a valid deliverable id.'))
      .min(1, 'Choose at least one post.')
      .max(100, 'At most 100 posts at a time.')
      .optional(),
    message: z.string().trim().max(1000, 'At most 1,000 characters.').default(''),
  })
  .refine((v) => (v.match_id === undefined) !== (v.deliverable_ids === undefined), {
    message: 'Name either a match_id or deliverable_ids.',
    path: ['match_id'],
  });
export type TRequestMetrics = z.input<typeof ZRequestMetrics>;

const ZMetricsRequest = z.object({
  id: z.string().uuid(),
  match_id: z.string().uuid(),
  deliverable_id: z.string().uuid(),
  message: z.string(),
  created_at: z.string(),
});
export const ZMetricsRequestResult = z.object({ detail: z.string(), requests: z.array(ZMetricsRequest) });
export type TMetricsRequestResult = z.infer<typeof ZMetricsRequestResult>;

/** The creator's figures for a live post, optionally with a screenshot of the platform's insights. */
export const ZSubmitPostMetrics = ZMetricCounts.extend({
  screenshot_upload_id: z.string().uuid('Upload the screenshot first.').nullable().optional(),
}).refine((v) => v.reach === 0 || v.impressions === 0 || v.reach <= v.impressions, {
  message: 'Reach counts unique accounts, so it cannot be higher than impressions.',
  path: ['reach'],
});
export type TSubmitPostMetrics = z.input<typeof ZSubmitPostMetrics>;

export const ZPostMetricsSnapshot = ZMetricCounts.extend({
  deliverable_id: z.string().uuid(),
  measured_on: z.string(),
  source: ZMetricsSource,
  screenshot_url: z.string().nullable(),
  created_at: z.string(),
});
export type TPostMetricsSnapshot = z.infer<typeof ZPostMetricsSnapshot>;

/** What the creator sees for one of their posts: their latest figures and any open request. */
export const ZCreatorPostMetrics = z.object({
  snapshots: z.array(ZPostMetricsSnapshot),
  open_request: ZMetricsRequest.nullable(),
});
export type TCreatorPostMetrics = z.infer<typeof ZCreatorPostMetrics>;
