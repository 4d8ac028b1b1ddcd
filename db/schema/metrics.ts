import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { brands } from './brands';
import { campaignMatches, campaigns } from './campaigns';
import { belongsTo, createdAt, id } from './columns';
import { deliverables } from './contracts';
import { uploads } from './uploads';
import { users } from './users';

/**
 * A brand asking a creator for the figures of a published post (`POST /brand/request-metrics/`). One row per
 * deliverable; it is fulfilled when the creator submits figures for that deliverable.
 */
export const metricsRequests = sqliteTable(
  'metrics_requests',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    campaignId: belongsTo('campaign_id', () => campaigns.id),
    matchId: belongsTo('match_id', () => campaignMatches.id),
    deliverableId: belongsTo('deliverable_id', () => deliverables.id),
    requestedBy: text('requested_by').references(() => users.id),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
    fulfilledAt: text('fulfilled_at'),
  },
  (t) => [
    index('metrics_requests_deliverable_idx').on(t.deliverableId, t.createdAt),
    index('metrics_requests_campaign_idx').on(t.campaignId),
  ],
);

/**
 * A post's lifetime figures as measured on one day (a snapshot, not a daily increment): from the social-data
 * provider or submitted by the creator (optionally with a screenshot). One row per deliverable and day; a later
 * measurement of the same day replaces it.
 */
export const postMetrics = sqliteTable(
  'post_metrics',
  {
    id: id(),
    deliverableId: belongsTo('deliverable_id', () => deliverables.id),
    campaignId: belongsTo('campaign_id', () => campaigns.id),
    /** UTC day of the measurement, YYYY-MM-DD. */
    measuredOn: text('measured_on').notNull(),
    source: text('source', { enum: ['provider', 'creator'] }).notNull(),
    views: integer('views').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
    reach: integer('reach').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    screenshotUploadId: text('screenshot_upload_id').references(() => uploads.id),
    submittedBy: text('submitted_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_metrics_deliverable_day_unique').on(t.deliverableId, t.measuredOn),
    index('post_metrics_campaign_day_idx').on(t.campaignId, t.measuredOn),
  ],
);
