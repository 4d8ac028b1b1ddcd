import { and, asc, isNull, lt, or } from 'drizzle-orm';
import { domainEvents } from '../../../db/schema';
import { dispatchEvents, type DomainEvent } from './outbox';
import type { ScheduledJobArgs } from '../operations/scheduled-job';

/** An event never sent and younger than this may still be on its way from the request that wrote it. */
const UNSENT_GRACE_MS = 60_000;
/**
 * A sent event not applied after this long was lost (the Worker stopped between send and consume, a queue dropped
 * it). Longer than the consumer's own retries with backoff (2 + 4 + 8 + 16 + 32 s), so a re-send rarely races one.
 */
const UNAPPLIED_GRACE_MS = 10 * 60_000;
const BATCH = 100;

/**
 * Re-sends events that are not applied: never sent (a failed send) or sent but never applied (a lost message).
 * Events the consumer gave up on (dead-lettered) are left to staff. Re-sending is safe: the consumer is idempotent.
 */
export const redispatchPendingEvents = async ({ env, db, now = Date.now() }: ScheduledJobArgs) => {
  const unsentBefore = new Date(now - UNSENT_GRACE_MS).toISOString();
  const sentBefore = new Date(now - UNAPPLIED_GRACE_MS).toISOString();
  const rows = await db
    .select()
    .from(domainEvents)
    .where(
      and(
        isNull(domainEvents.appliedAt),
        isNull(domainEvents.deadLetteredAt),
        or(
          and(isNull(domainEvents.dispatchedAt), lt(domainEvents.createdAt, unsentBefore)),
          lt(domainEvents.dispatchedAt, sentBefore),
        ),
      ),
    )
    .orderBy(asc(domainEvents.createdAt))
    .limit(BATCH);
  await dispatchEvents({
    env,
    db,
    events: rows.map((r) => ({ id: r.id, type: r.type, payload: r.payload }) as DomainEvent),
  });
  return rows.length;
};
