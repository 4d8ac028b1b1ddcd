import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { paymentEvents } from '../../../../db/schema';
import type { Env } from '../../../env';
import type { Db } from '../../../lib/db';
import { PAYMENT_EVENT_HANDLERS } from '../events/handlers';
import type { PaymentEvent } from '../provider/types';
import type { ScheduledJobArgs } from '../../operations/scheduled-job';

/**
 * Runs the handlers of one stored event and marks it applied. Returns false when the event is not stored (yet).
 * A handler that throws leaves the event unapplied (the queue retries; the scheduler re-applies later).
 */
export const applyPaymentEvent = async ({ db, env, eventId }: { db: Db; env: Env; eventId: string }) => {
  const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId)).limit(1);
  if (!row) return false;
  if (row.appliedAt) return true;
  const event = row.payload as unknown as PaymentEvent;
  try {
    for (const handler of PAYMENT_EVENT_HANDLERS[row.type] ?? []) await handler({ db, env, event });
  } catch (e) {
    await db
      .update(paymentEvents)
      .set({ attempts: sql`${paymentEvents.attempts} + 1`, lastError: String(e).slice(0, 500) })
      .where(eq(paymentEvents.id, eventId));
    throw e;
  }
  await db
    .update(paymentEvents)
    .set({ appliedAt: new Date().toISOString(), attempts: sql`${paymentEvents.attempts} + 1`, lastError: null })
    .where(and(eq(paymentEvents.id, eventId), isNull(paymentEvents.appliedAt)));
  return true;
};

/** Events younger than this are probably still on the queue. */
const QUEUE_GRACE_MS = 60_000;

/** Applies stored events the queue did not (a lost send, exhausted retries). Oldest first, a bounded batch. */
export const reapplyPendingPaymentEvents = async ({ db, env, now = Date.now() }: ScheduledJobArgs) => {
  const rows = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(isNull(paymentEvents.appliedAt), lt(paymentEvents.receivedAt, new Date(now - QUEUE_GRACE_MS).toISOString())),
    )
    .orderBy(asc(paymentEvents.created))
    .limit(50);
  let applied = 0;
  for (const { id } of rows) {
    try {
      if (await applyPaymentEvent({ db, env, eventId: id })) applied++;
    } catch (e) {
      console.warn(JSON.stringify({ level: 'warn', msg: 'payment event still failing', id, error: String(e) }));
    }
  }
  return applied;
};
