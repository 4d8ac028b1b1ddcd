import { and, eq, isNull, sql } from 'drizzle-orm';
import { deadLetters, domainEvents, staffAuditLog } from '../../../db/schema';
import type { Env } from '../../env';
import type { UserRow } from '../../lib/context';
import { inBatch, type Db } from '../../lib/db';
import { AppError, conflict, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { auditInsert } from '../staff/audit-log';

const ALREADY_SENT = 'This message was already sent again.';

/**
 * Puts a dead letter's message back on the NOTIFICATIONS queue and marks it re-sent, in two round trips: the letter
 * (with the session, on a folded route), then one guarded batch that claims the mark (conditional on no earlier
 * re-send, so of two clicks only one sends; the other is a 409), hands a domain event back to the outbox and writes
 * the audit row. The send follows; a failed send releases the claim and takes the audit row back (one more round
 * trip on that error path only). The consumer is idempotent by event id, so a message that did get through before
 * never doubles anything.
 */
export const resendDeadLetter = async ({ db, env, staff, id }: { db: Db; env: Env; staff: UserRow; id: string }) => {
  const [letter] = await inBatch(db, db.select().from(deadLetters).where(eq(deadLetters.id, id)));
  if (!letter) throw notFound('dead letter');
  if (letter.body === null || letter.body === undefined) throw conflict('This message has no body to send again.');
  if (letter.resentAt) throw conflict(ALREADY_SENT);
  const at = new Date().toISOString();
  const auditId = crypto.randomUUID();
  // A domain event is back in the outbox's care: sent now, and re-sent by the scheduler if this send is lost too.
  const eventId = (letter.body as { event_id?: unknown }).event_id;
  await runGuardedBatch(
    db,
    [
      db
        .update(deadLetters)
        .set({ resentAt: at })
        .where(and(eq(deadLetters.id, id), isNull(deadLetters.resentAt))),
      abortUnlessChanged(db),
      auditInsert({
        db,
        entry: {
          id: auditId,
          actorId: staff.id,
          action: 'dead_letter.resend',
          targetType: 'dead_letter',
          targetId: id,
          summary: `Re-sent dead letter ${letter.messageId} from ${letter.queue}`,
          before: { resent_at: null },
          after: { resent_at: at },
        },
      }),
      ...(typeof eventId === 'string'
        ? [
            db
              .update(domainEvents)
              .set({ deadLetteredAt: null, dispatchedAt: at, sendCount: sql`${domainEvents.sendCount} + 1` })
              .where(and(eq(domainEvents.id, eventId), isNull(domainEvents.appliedAt))),
          ]
        : []),
    ],
    ALREADY_SENT,
  );
  try {
    await env.NOTIFICATIONS.send(letter.body);
  } catch (e) {
    await db.batch([
      db.update(deadLetters).set({ resentAt: null }).where(eq(deadLetters.id, id)),
      db.delete(staffAuditLog).where(eq(staffAuditLog.id, auditId)),
    ]);
    throw new AppError(
      'queue_unavailable',
      `The queue refused the message; try again in a moment. (${String(e).slice(0, 200)})`,
      { status: 503 },
    );
  }
  return { detail: 'The message is back on the queue.', resent_at: at };
};
