import { eq } from 'drizzle-orm';
import { domainEvents, notifications } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { queueEmail } from '../email/outbox';
import type { DomainEvent } from '../events/outbox';
import { draftNotification } from './event-messages';
import { loadMatchContext } from './event-recipients';

/**
 * Turns one committed domain event into notification rows and outgoing e-mails. Idempotent: rows are keyed by
 * (event, user) and (event, address), so a redelivered message adds nothing. Returns false when the event does not
 * exist (yet), so the consumer retries it later.
 */
export const notifyEvent = async (db: Db, eventId: string): Promise<boolean> => {
  const [row] = await db.select().from(domainEvents).where(eq(domainEvents.id, eventId));
  if (!row) return false;
  const event = { id: row.id, type: row.type, payload: row.payload } as DomainEvent;
  const matchId = typeof event.payload.match_id === 'string' ? event.payload.match_id : null;
  const match = matchId ? await loadMatchContext(db, matchId) : null;
  const draft = match ? draftNotification(event, match) : null;
  if (!match || !draft) return true;

  const actorId = event.payload.actor_id;
  const audience = { creator: [match.creator], brand: match.brandSide, both: [match.creator, ...match.brandSide] }[draft.audience];
  const recipients = audience.filter((p) => p.userId !== actorId);
  if (recipients.length === 0) return true;
  const notificationRows = recipients.map((p) => ({ userId: p.userId, kind: event.type, title: draft.title, body: draft.body, link: draft.link, eventId: event.id }));
  const emails = draft.email
    ? recipients.map((p) =>
        queueEmail(
          db,
          p.email,
          { subject: draft.title, text: `Hi ${p.firstName},\n\n${draft.body}\n\nOpen Social Loop: ${draft.link}\n\n— Social Loop`, html: `<p>Hi ${p.firstName},</p><p>${draft.body}</p><p><a href="${draft.link}">Open Social Loop</a></p>` },
          event.id,
        ),
      )
    : [];
  await db.batch([db.insert(notifications).values(notificationRows).onConflictDoNothing(), ...emails]);
  return true;
};
