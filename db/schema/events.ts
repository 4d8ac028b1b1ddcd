import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { brands } from './brands';
import { belongsTo, createdAt, id, jsonList, oneOf } from './columns';
import { creatorProfiles } from './creators';

/** Brand events creators can RSVP to. */
export const brandEvents = sqliteTable(
  'brand_events',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
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
    status: oneOf('status', ['draft', 'published', 'cancelled'], 'published'),
    /** Which creators see it: every approved creator, a niche, creators in some locations, or an invited list. */
    audience: oneOf('audience', ['all', 'niche', 'location', 'invited'], 'all'),
    audienceNiches: jsonList<string>('audience_niches'),
    audienceLocationIds: jsonList<string>('audience_location_ids'),
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
    eventId: belongsTo('event_id', () => brandEvents.id),
    creatorId: belongsTo('creator_id', () => creatorProfiles.id),
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
    eventId: belongsTo('event_id', () => brandEvents.id),
    creatorId: belongsTo('creator_id', () => creatorProfiles.id),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.creatorId] }), index('event_invitees_creator_idx').on(t.creatorId)],
);
