import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { brands } from './brands';
import { campaigns } from './campaigns';
import { belongsTo, createdAt, id, oneOf } from './columns';
import { users } from './users';

/** Notes strategists keep about a brand. Internal only: no brand-facing route reads this table. */
export const brandNotes = sqliteTable(
  'brand_notes',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('brand_notes_brand_idx').on(t.brandId, t.createdAt)],
);

/** A recurring check-in on a campaign (Campaign Check-ins): the scheduled handler opens one task each time it is due. */
export const campaignCheckins = sqliteTable(
  'campaign_checkins',
  {
    id: id(),
    campaignId: belongsTo('campaign_id', () => campaigns.id),
    brandId: belongsTo('brand_id', () => brands.id),
    intervalDays: integer('interval_days').notNull().default(7),
    nextDueAt: text('next_due_at').notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_checkins_campaign_unique').on(t.campaignId),
    index('campaign_checkins_due_idx').on(t.isActive, t.nextDueAt),
  ],
);

/** One due check-in: a task for the managing strategists with the campaign's health then, and their notes. */
export const checkinTasks = sqliteTable(
  'checkin_tasks',
  {
    id: id(),
    checkinId: belongsTo('checkin_id', () => campaignCheckins.id),
    campaignId: belongsTo('campaign_id', () => campaigns.id),
    brandId: belongsTo('brand_id', () => brands.id),
    dueAt: text('due_at').notNull(),
    /** The campaign's health when the task was opened (figures and the reasons it needs attention). */
    health: text('health', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    status: oneOf('status', ['open', 'done'], 'open'),
    notes: text('notes').notNull().default(''),
    completedBy: text('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: text('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('checkin_tasks_due_unique').on(t.checkinId, t.dueAt),
    index('checkin_tasks_brand_idx').on(t.brandId, t.status, t.dueAt),
  ],
);

/**
 * Account Manager: the brand team's thread with the strategists who manage the brand (one thread per brand). Brand
 * members write from /brand/support, strategists from the organization page; each side is notified in-app.
 */
export const accountManagerMessages = sqliteTable(
  'account_manager_messages',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromInternal: integer('from_internal', { mode: 'boolean' }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('account_manager_messages_brand_idx').on(t.brandId, t.createdAt)],
);
