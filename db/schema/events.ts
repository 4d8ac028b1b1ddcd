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
    createdAt: createdAt(),
  },
  (t) => [index('brand_events_starts_idx').on(t.startsAt)],
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
    status: text('status', { enum: ['going', 'not_going'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.creatorId] })],
);
