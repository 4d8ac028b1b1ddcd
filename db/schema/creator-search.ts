import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { brands } from './brands';
import { creatorProfiles } from './creators';
import { jsonList } from './columns';

/**
 * A creator's audience in summary: what the creator database filters on. Written by social-account sync (or
 * the seed); the detailed per-account distributions belong to the social-data provider's payloads.
 */
export const creatorAudiences = sqliteTable('creator_audiences', {
  creatorId: text('creator_id')
    .primaryKey()
    .references(() => creatorProfiles.id, { onDelete: 'cascade' }),
  /** Percent of the audience that is female / male (0–100). */
  femalePct: integer('female_pct').notNull(),
  malePct: integer('male_pct').notNull(),
  /** The largest age bracket, e.g. "25-34". */
  topAgeRange: text('top_age_range').notNull(),
  /** ISO 3166-1 alpha-2 code of the country most of the audience lives in. */
  topCountryCode: text('top_country_code').notNull(),
  /** Full distributions for charts: {"age": {"18-24": 31, …}, "countries": {"US": 54, …}}. */
  distributions: text('distributions', { mode: 'json' })
    .$type<{ age: Record<string, number>; countries: Record<string, number> }>()
    .notNull(),
  updatedAt: text('updated_at').notNull(),
});

/**
 * The search projection of the creator database: one narrow row per creator with every filterable value in a
 * column, the most-filtered first (a full scan of 100k such rows takes ~10 ms). Maintained by triggers on the source
 * tables (migration `creator_search`), never written by the application; the FTS5 table `creator_search_fts`
 * (name, handles, bio) shares `search_id` as its rowid.
 */
export const creatorSearch = sqliteTable(
  'creator_search',
  {
    searchId: integer('search_id').primaryKey(),
    /** 1 when the creator's account is ACTIVE (only those are searchable). */
    isActive: integer('is_active').notNull(),
    totalFollowers: integer('total_followers').notNull().default(0),
    /** Engagement rate of the creator's largest account, in percent. */
    engagementRate: real('engagement_rate').notNull().default(0),
    instagramFollowers: integer('instagram_followers').notNull().default(0),
    tiktokFollowers: integer('tiktok_followers').notNull().default(0),
    youtubeFollowers: integer('youtube_followers').notNull().default(0),
    twitterFollowers: integer('twitter_followers').notNull().default(0),
    twitchFollowers: integer('twitch_followers').notNull().default(0),
    pinterestFollowers: integer('pinterest_followers').notNull().default(0),
    countryCode: text('country_code'),
    /** Bit i set when the creator has niche / language number i of `search_vocab`. */
    nicheMask: integer('niche_mask').notNull().default(0),
    languageMask: integer('language_mask').notNull().default(0),
    rateMinCents: integer('rate_min_cents'),
    rateMaxCents: integer('rate_max_cents'),
    audienceFemalePct: integer('audience_female_pct'),
    audienceTopAge: text('audience_top_age'),
    audienceTopCountry: text('audience_top_country'),
    locationId: text('location_id'),
    gender: text('gender'),
    createdAt: text('created_at').notNull(),
    creatorId: text('creator_id').notNull(),
    /** The creator's first and last unavailable day (days since 1970-01-01), so most rows skip the day lookup. */
    busyFirstDay: integer('busy_first_day'),
    busyLastDay: integer('busy_last_day'),
  },
  (t) => [
    uniqueIndex('creator_search_creator_unique').on(t.creatorId),
    index('creator_search_active_followers_idx').on(t.isActive, t.totalFollowers),
    // The sort orders' indexes: a search with many matches takes its page from the top of one (search-creators.ts).
    index('creator_search_active_engagement_idx').on(t.isActive, t.engagementRate),
    index('creator_search_active_rate_idx').on(t.isActive, sql`coalesce(${t.rateMinCents}, 9007199254740991)`),
    // is_active in the index makes the recently-added count index-only.
    index('creator_search_created_idx').on(t.createdAt, t.isActive),
  ],
);

/**
 * The availability filter's projection of `creator_unavailable_dates`: integer keys (search row, days since
 * 1970-01-01), maintained by triggers. Probing it is several times cheaper than the source table's text keys.
 */
export const creatorBusyDays = sqliteTable(
  'creator_busy_days',
  {
    searchId: integer('search_id').notNull(),
    day: integer('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.searchId, t.day] })],
);

/** Bit numbers of the niche and language vocabularies (worker/schemas/brand-choices.ts), for the masks above. */
export const searchVocab = sqliteTable(
  'search_vocab',
  {
    kind: text('kind', { enum: ['niche', 'language'] }).notNull(),
    value: text('value').notNull(),
    bit: integer('bit').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

/** Brand details beyond the public profile: company facts and goals from onboarding, contact and preferences. */
export const brandSettings = sqliteTable('brand_settings', {
  brandId: text('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  companySize: text('company_size'),
  countryCode: text('country_code'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  goals: jsonList<string>('goals'),
  monthlyBudgetCents: integer('monthly_budget_cents'),
  /** E-mail preferences: {"new_applicants": true, "content_submitted": true, "weekly_digest": false}. */
  notificationPreferences: text('notification_preferences', { mode: 'json' })
    .$type<Record<string, boolean>>()
    .notNull()
    .default({}),
  updatedAt: text('updated_at'),
});
