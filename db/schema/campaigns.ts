import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { TDeliverableType, TPlatform } from '../../worker/schemas/brand-choices';
import type { TMatchStatus } from '../../worker/schemas/campaign';
import { MATCH_STATUSES } from '../../worker/schemas/vocabularies';
import { brands } from './brands';
import { belongsTo, createdAt, id, jsonList, oneOf } from './columns';
import { creatorProfiles } from './creators';
import { users } from './users';

export type DeliverableTemplate = {
  type: TDeliverableType;
  platform: TPlatform;
  quantity: number;
  /** Days after the contract is signed when the deliverable is due. */
  due_days: number;
  description?: string;
};

export const campaigns = sqliteTable(
  'campaigns',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    title: text('title').notNull(),
    brief: text('brief').notNull().default(''),
    objectives: jsonList<string>('objectives'),
    platforms: jsonList<string>('platforms'),
    deliverableTemplates: jsonList<DeliverableTemplate>('deliverable_templates'),
    budgetCents: integer('budget_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    rateMinCents: integer('rate_min_cents'),
    rateMaxCents: integer('rate_max_cents'),
    startDate: text('start_date'),
    endDate: text('end_date'),
    targetNiches: jsonList<string>('target_niches'),
    targetLocationIds: jsonList<string>('target_location_ids'),
    followerMin: integer('follower_min'),
    followerMax: integer('follower_max'),
    visibility: oneOf('visibility', ['public', 'invite_only'], 'public'),
    status: oneOf('status', ['draft', 'active', 'completed', 'archived'], 'draft'),
    /** Days the brand has to review a submission before it is auto-approved (DESIGN §10). */
    reviewWindowDays: integer('review_window_days').notNull().default(3),
    revisionRounds: integer('revision_rounds').notNull().default(2),
    /** Managed Campaigns (Enterprise): the brand asked its strategist to run this campaign. */
    isManaged: integer('is_managed', { mode: 'boolean' }).notNull().default(false),
    createdBy: text('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
    publishedAt: text('published_at'),
  },
  (t) => [
    index('campaigns_brand_status_idx').on(t.brandId, t.status, t.createdAt),
    index('campaigns_status_visibility_idx').on(t.status, t.visibility),
  ],
);

export const campaignMatches = sqliteTable(
  'campaign_matches',
  {
    id: id(),
    campaignId: belongsTo('campaign_id', () => campaigns.id),
    /** Denormalised from the campaign so every tenancy check is one indexed lookup. */
    brandId: belongsTo('brand_id', () => brands.id),
    creatorId: belongsTo('creator_id', () => creatorProfiles.id),
    status: text('status', {
      enum: MATCH_STATUSES,
    }).notNull(),
    source: text('source', { enum: ['invited', 'applied'] }).notNull(),
    removalReasonId: text('removal_reason_id'),
    removalNote: text('removal_note'),
    offeredRateCents: integer('offered_rate_cents'),
    offeredDeliverables: text('offered_deliverables', { mode: 'json' }).$type<DeliverableTemplate[]>(),
    offerMessage: text('offer_message'),
    statusChangedAt: text('status_changed_at').notNull(),
    /** Bumped by every move: a move applies only to the version it was decided on (compare-and-set). */
    version: integer('version').notNull().default(0),
    statusChangedBy: text('status_changed_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_matches_campaign_creator_unique').on(t.campaignId, t.creatorId),
    index('campaign_matches_campaign_status_idx').on(t.campaignId, t.status),
    index('campaign_matches_creator_status_idx').on(t.creatorId, t.status),
    index('campaign_matches_brand_idx').on(t.brandId, t.status),
  ],
);

/** Every move of a match's lifecycle: who, when, from, to. */
export const matchTransitions = sqliteTable(
  'match_transitions',
  {
    id: id(),
    matchId: belongsTo('match_id', () => campaignMatches.id),
    fromStatus: text('from_status').$type<TMatchStatus>(),
    toStatus: text('to_status').$type<TMatchStatus>().notNull(),
    actorId: text('actor_id').references(() => users.id),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('match_transitions_match_idx').on(t.matchId, t.createdAt)],
);

export const pitches = sqliteTable(
  'pitches',
  {
    id: id(),
    matchId: belongsTo('match_id', () => campaignMatches.id),
    campaignId: belongsTo('campaign_id', () => campaigns.id),
    message: text('message').notNull(),
    proposedRateCents: integer('proposed_rate_cents'),
    status: oneOf('status', ['pending', 'accepted', 'declined'], 'pending'),
    respondedAt: text('responded_at'),
    respondedBy: text('responded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('pitches_campaign_idx').on(t.campaignId, t.status), index('pitches_match_idx').on(t.matchId)],
);

export const savedProfiles = sqliteTable(
  'saved_profiles',
  {
    brandId: belongsTo('brand_id', () => brands.id),
    creatorId: belongsTo('creator_id', () => creatorProfiles.id),
    savedBy: text('saved_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.creatorId] })],
);

export const removalReasons = sqliteTable('removal_reasons', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull(),
});
