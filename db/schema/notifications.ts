import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { belongsTo, createdAt, id, oneOf } from './columns';
import { users } from './users';

export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    /** The domain event that caused it: (event, user) is unique so a redelivered event adds nothing. */
    eventId: text('event_id'),
    /** Notifications of one thread (a match's messages) collapse into one entry with a count when listed. */
    threadKey: text('thread_key'),
    /** The brand the notification concerns, named to strategists who act for several brands. */
    brandId: text('brand_id'),
    readAt: text('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_unread_idx').on(t.userId, t.readAt, t.createdAt),
    uniqueIndex('notifications_event_user_unique').on(t.eventId, t.userId),
  ],
);

/** Outgoing e-mail. Locally it is read from the dev mailbox; in production a sender drains it. */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: id(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    eventId: text('event_id'),
    status: oneOf('status', ['queued', 'sent', 'failed'], 'queued'),
    createdAt: createdAt(),
    sentAt: text('sent_at'),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    uniqueIndex('email_outbox_event_to_unique').on(t.eventId, t.toEmail),
  ],
);

/**
 * Transactional outbox of domain events (DESIGN §7). An event is done when the queue consumer has APPLIED it
 * (`applied_at`), not when it was sent: the scheduled handler re-sends events sent but not applied after a grace
 * period, until the consumer applies them or gives up (`dead_lettered_at`, with a `dead_letters` row).
 */
export const domainEvents = sqliteTable(
  'domain_events',
  {
    id: id(),
    type: text('type').notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** The last time the event was sent to the queue (null: never sent). */
    dispatchedAt: text('dispatched_at'),
    /** How many times it was sent (the request's send plus the scheduled handler's re-sends). */
    sendCount: integer('send_count').notNull().default(0),
    /** When the consumer finished applying it (notifications, e-mails, payouts written). */
    appliedAt: text('applied_at'),
    /** When the consumer gave up on it after its final retry; a `dead_letters` row holds the error. */
    deadLetteredAt: text('dead_lettered_at'),
  },
  (t) => [index('domain_events_unapplied_idx').on(t.appliedAt, t.deadLetteredAt, t.createdAt)],
);
