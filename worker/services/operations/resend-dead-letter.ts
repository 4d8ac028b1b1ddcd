import { and, eq, isNull, sql } from 'drizzle-orm';
import { deadLetters, domainEvents } from '../../../db/schema';
import type { Env } from '../../env';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError, conflict, notFound } from '../../lib/errors';
import { auditInsert } from '../staff/audit-log';
import { findDeadLetter } from './operations-view';

/**
 * Puts a dead letter's message back on the NOTIFICATIONS queue and marks it re-sent. The mark is claimed first with
 * a conditional update, so of two clicks only one sends (the other is a 409); a failed send releases the claim.
 * The consumer is idempotent by event id, so a message that did get through before never doubles anything.
 */
export const resendDeadLetter = async ({ db, env, staff, id }: { db: Db; env: Env; staff: UserRow; id: string }) => {
  const letter = await findDeadLetter({ db, id });
  if (!letter) throw notFound('dead letter');
  if (letter.body === null || letter.body === undefined) throw conflict('This message has no body to send again.');
  const at = new Date().toISOString();
  const claimed = await db
    .update(deadLetters)
    .set({ resentAt: at })
    .where(and(eq(deadLetters.id, id), isNull(deadLetters.resentAt)))
    .returning({ id: deadLetters.id });
  if (claimed.length === 0) throw conflict('This message was already sent again.');
  // A domain event is back in the outbox's care: sent now, and re-sent by the scheduler if this send is lost too.
  const eventId = (letter.body as { event_id?: unknown }).event_id;
  if (typeof eventId === 'string') {
    await db
      .update(domainEvents)
      .set({ deadLetteredAt: null, dispatchedAt: at, sendCount: sql`${domainEvents.sendCount} + 1` })
      .where(and(eq(domainEvents.id, eventId), isNull(domainEvents.appliedAt)));
  }
  try {
    await env.NOTIFICATIONS.send(letter.body);
  } catch (e) {
    await db.update(deadLetters).set({ resentAt: null }).where(eq(deadLetters.id, id));
    throw new AppError(
      'queue_unavailable',
      `The queue refused the message; try again in a moment. (${String(e).slice(0, 200)})`,
      { status: 503 },
    );
  }
  await auditInsert({
    db,
    entry: {
      actorId: staff.id,
      action: 'dead_letter.resend',
      targetType: 'dead_letter',
      targetId: id,
      summary: `Re-sent dead letter ${letter.messageId} from ${letter.queue}`,
      before: { resent_at: null },
      after: { resent_at: at },
    },
  });
  return { detail: 'The message is back on the queue.', resent_at: at };
};
