import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { TDeliverableType, TPlatform } from '../../worker/schemas/brand-choices';
import { belongsTo, createdAt, id, jsonList, oneOf } from './columns';
import { locations } from './locations';
import { users } from './users';

export const creatorProfiles = sqliteTable(
  'creator_profiles',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    bio: text('bio').notNull().default(''),
    niches: jsonList<string>('niches'),
    languages: jsonList<string>('languages'),
    locationId: text('location_id').references(() => locations.id),
    gender: text('gender'),
    /** Creator onboarding flags (spec §3): get_started_modal, sidebar_tour, … onboarding_complete, … */
    onboarding: text('onboarding', { mode: 'json' }).$type<Record<string, boolean>>().notNull().default({}),
    /** How many campaigns the creator takes on at once. */
    maxConcurrentCampaigns: integer('max_concurrent_campaigns').notNull().default(3),
    /** Sum of followers over connected accounts, kept for fast search sorting. */
    totalFollowers: integer('total_followers').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('creator_profiles_user_unique').on(t.userId),
    index('creator_profiles_created_idx').on(t.createdAt),
  ],
);

export const socialAccounts = sqliteTable(
  'social_accounts',
  {
    id: id(),
    creatorId: belongsTo('creator_id', () => creatorProfiles.id),
    platform: text('platform', {
      enum: ['instagram', 'tiktok', 'youtube', 'twitter', 'twitch', 'pinterest'],
    }).notNull(),
    handle: text('handle').notNull(),
    status: oneOf('status', ['CONNECTED', 'NOT_CONNECTED', 'SESSION_EXPIRED'], 'CONNECTED'),
    followers: integer('followers').notNull().default(0),
    /** Percent, e.g. 3.25 means 3.25 %. */
    engagementRate: real('engagement_rate').notNull().default(0),
    lastSyncedAt: text('last_synced_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('social_accounts_creator_idx').on(t.creatorId),
    uniqueIndex('social_accounts_platform_handle_unique').on(t.platform, t.handle),
  ],
);

/** A creator's price for one deliverable type on one platform. */
export const creatorRates = sqliteTable(
  'creator_rates',
  {
    id: id(),
    creatorId: belongsTo('creator_id', () => creatorProfiles.id),
    platform: text('platform').$type<TPlatform>().notNull(),
    deliverableType: text('deliverable_type').$type<TDeliverableType>().notNull(),
    rateCents: integer('rate_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
  },
  (t) => [uniqueIndex('creator_rates_unique').on(t.creatorId, t.platform, t.deliverableType)],
);

/** Days a creator is not available for new work. */
export const creatorUnavailableDates = sqliteTable(
  'creator_unavailable_dates',
  {
    creatorId: belongsTo('creator_id', () => creatorProfiles.id),
    date: text('date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.creatorId, t.date] })],
);
