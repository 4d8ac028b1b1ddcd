import { eq } from 'drizzle-orm';
import { domainEvents, notifications } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { queueEmail } from '../email/outbox';
import type { DomainEvent } from '../outbox/outbox';
import { draftNotifications, type NotificationDraft } from './event-messages';
import { loadMatchContext, type Party } from './event-recipients';
import { emailWanted } from './email-preferences';
import { isUserNoticeEvent, loadUserNotice } from './user-notices';

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** What a notification is about: its thread (messages of one match collapse) and its brand. */
type Thread = { threadKey?: string; brandId?: string };

/** Writes the notification rows and (where wanted) e-mails of one event, idempotently by (event, user/address). */
const deliver = async (
  db: Db,
  event: DomainEvent,
  recipients: Party[],
  draft: Omit<NotificationDraft, 'audience'>,
  about: Thread = {},
) => {
  if (recipients.length === 0) return;
  const notificationRows = recipients.map((p) => ({
    userId: p.userId,
    kind: event.type,
    title: draft.title,
    body: draft.body,
    link: draft.link,
    eventId: event.id,
    threadKey: about.threadKey ?? null,
    brandId: about.brandId ?? null,
  }));
  const mailTo = draft.email ? await emailWanted({ db, type: event.type, recipients }) : [];
  const emails = mailTo.map((p) =>
    queueEmail({
      db,
      to: p.email,
      message: {
        subject: draft.title,
        text: `Hi ${p.firstName},\n\n${draft.body}\n\nOpen Social Loop: ${draft.link}\n\n— Social Loop`,
        html: `<p>Hi ${escapeHtml(p.firstName)},</p><p>${escapeHtml(draft.body)}</p><p><a href="${escapeHtml(draft.link)}">Open Social Loop</a></p>`,
      },
      eventId: event.id,
    }),
  );
  await db.batch([db.insert(notifications).values(notificationRows).onConflictDoNothing(), ...emails]);
};

/**
 * Turns one committed domain event into notification rows and outgoing e-mails. Idempotent: rows are keyed by
 * (event, user) and (event, address), so a redelivered message adds nothing. E-mail honours each recipient's
 * preferences; in-app notifications are always written. Returns false when the event does not exist (yet), so the
 * consumer retries it later.
 */
export const notifyEvent = async ({ db, eventId }: { db: Db; eventId: string }): Promise<boolean> => {
  const [row] = await db.select().from(domainEvents).where(eq(domainEvents.id, eventId));
  if (!row) return false;
  if (row.appliedAt) return true; // a re-send of an event already applied: nothing to write
  const event = { id: row.id, type: row.type, payload: row.payload } as DomainEvent;
  if (isUserNoticeEvent(event.type)) {
    const notice = await loadUserNotice({ db, event });
    if (notice) await deliver(db, event, [notice.recipient], notice.notice);
    return true;
  }
  const matchId = typeof event.payload.match_id === 'string' ? event.payload.match_id : null;
  const match = matchId ? await loadMatchContext({ db, matchId }) : null;
  if (!match) return true;

  const actorId = event.payload.actor_id;
  const threadKey = event.type === 'message.sent' ? `message:${match.matchId}` : undefined;
  for (const draft of draftNotifications(event, match)) {
    const audience = draft.audience === 'creator' ? [match.creator] : match.brandSide;
    await deliver(
      db,
      event,
      audience.filter((p) => p.userId !== actorId),
      draft,
      { threadKey, brandId: match.brandId },
    );
  }
  return true;
};
