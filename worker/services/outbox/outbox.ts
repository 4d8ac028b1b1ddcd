import { inArray, sql } from 'drizzle-orm';
import { domainEvents } from '../../../db/schema';
import type { Env } from '../../env';
import type { Db } from '../../lib/db';

export type DomainEventType =
  | 'match.invited'
  | 'match.applied'
  | 'match.proposed'
  | 'match.countered'
  | 'match.accepted'
  | 'match.declined'
  | 'match.contracted'
  | 'match.completed'
  | 'match.removed'
  | 'match.expired'
  | 'content.submitted'
  | 'content.changes_requested'
  | 'content.approved'
  | 'content.published'
  | 'message.sent'
  | 'metrics.requested'
  | 'payment.paid_out'
  | 'payment.payout_failed'
  | 'creator.approved'
  | 'creator.rejected'
  | 'support.answered';

export type DomainEvent = { id: string; type: DomainEventType; payload: Record<string, unknown> };

/** The outbox row of a domain event, to be written in the same batch as the state change (DESIGN §7). */
export const newDomainEvent = ({
  db,
  type,
  payload,
}: {
  db: Db;
  type: DomainEventType;
  payload: Record<string, unknown>;
}) => {
  const event: DomainEvent = { id: crypto.randomUUID(), type, payload };
  return { event, insert: db.insert(domainEvents).values(event) };
};

export type QueueMessage = { event_id: string; type: DomainEventType };

/** Cloudflare Queues takes at most 100 messages in one `sendBatch`; a larger batch is refused whole. */
const QUEUE_SEND_LIMIT = 100;

const chunksOf = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Sends committed events to the NOTIFICATIONS queue and records the send (`dispatched_at`, `send_count`). Sent is
 * not done: an event is done when the consumer has applied it (`applied_at`, see applied.ts). A failed or lost send
 * leaves it unapplied; the scheduled handler re-sends those, and the consumer is idempotent by event id.
 *
 * One change may write more events than one send takes (closing a campaign with hundreds of open creators), so they
 * go out in sends of at most 100, each recorded on its own: every notice leaves now, and a send that fails leaves
 * only its own events to the scheduler.
 */
export const dispatchEvents = async ({ env, db, events }: { env: Env; db: Db; events: DomainEvent[] }) => {
  for (const chunk of chunksOf(events, QUEUE_SEND_LIMIT)) await dispatchChunk({ env, db, events: chunk });
};

const dispatchChunk = async ({ env, db, events }: { env: Env; db: Db; events: DomainEvent[] }) => {
  try {
    await env.NOTIFICATIONS.sendBatch(
      events.map((e) => ({ body: { event_id: e.id, type: e.type } satisfies QueueMessage })),
    );
    await db
      .update(domainEvents)
      .set({ dispatchedAt: new Date().toISOString(), sendCount: sql`${domainEvents.sendCount} + 1` })
      .where(
        inArray(
          domainEvents.id,
          events.map((e) => e.id),
        ),
      );
  } catch (e) {
    console.warn(
      JSON.stringify({ level: 'warn', msg: 'event dispatch failed; the scheduler will retry', error: String(e) }),
    );
  }
};
