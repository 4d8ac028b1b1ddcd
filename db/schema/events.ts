import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { brands } from './brands';
import { createdAt, id } from './columns';
import { creatorProfiles } from './creators';

/** Brand events creators can RSVP to. */
export const brandEvents = sqliteTable(
  'brand_events',
  {
    id: id(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    capacity: integer('capacity'),
    /** IANA zone the times were entered in; times themselves are stored in UTC. */
    timeZone: text('time_zone').notNull().default('UTC'),
    onlineUrl: text('online_url'),
    /** The organiser's finished image upload shown as the cover. */
    coverUploadId: text('cover_upload_id'),
    /** Existing (seeded) events were live before drafts existed, so the column defaults to published. */
    status: text('status', { enum: ['draft', 'published', 'cancelled'] })
      .notNull()
      .default('published'),
    /** Which creators see it: every approved creator, a niche, creators in some locations, or an invited list. */
    audience: text('audience', { enum: ['all', 'niche', 'location', 'invited'] })
      .notNull()
      .default('all'),
    audienceNiches: text('audience_niches', { mode: 'json' }).$type<string[]>().notNull().default([]),
    audienceLocationIds: text('audience_location_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    createdBy: text('created_by'),
    updatedAt: text('updated_at'),
    cancelledAt: text('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('brand_events_starts_idx').on(t.startsAt), index('brand_events_brand_idx').on(t.brandId, t.startsAt)],
);

export const eventRsvps = sqliteTable(
  'event_rsvps',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => brandEvents.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['going', 'not_going', 'waitlist'] }).notNull(),
    checkedInAt: text('checked_in_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.creatorId] })],
);

/** Creators invited to an event whose audience is an invited list. */
export const eventInvitees = sqliteTable(
  'event_invitees',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => brandEvents.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.creatorId] }), index('event_invitees_creator_idx').on(t.creatorId)],
);
