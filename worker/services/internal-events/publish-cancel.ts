import { sql } from 'drizzle-orm';
import { notifications } from '../../../db/schema';
import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import { queueEmail } from '../email/outbox';
import { changeEvent, loadInternalEvent, selectInternalEvent, toInternalEvent } from './event-rows';
import { paths } from '../../schemas/app-paths';

/** Publishes a draft: from then on the creators of its audience see it and can RSVP. */
export const publishEvent = async ({ db, auth, eventId }: { db: Db; auth: Auth; eventId: string }) => {
  const current = await loadInternalEvent({ db, auth, eventId });
  if (current.status !== 'draft')
    throw conflict(
      current.status === 'published' ? 'This event is already published.' : 'A cancelled event cannot be published.',
    );
  if (current.is_past) throw conflict('This event has already started; move its date first.');
  return changeEvent({
    db,
    auth,
    eventId,
    write: sql`UPDATE brand_events SET status = 'published', updated_at = ${new Date().toISOString()} WHERE id = ${eventId} AND status = 'draft'`,
    conflictDetail: 'This event is already published.',
  });
};

type Rsvper = { user_id: string; email: string; first_name: string };

/**
 * Cancels an event and tells everyone who answered going or waitlist, in the same batch. Notifications and e-mails
 * are keyed by the cancellation (`event-cancel:<id>`), so nothing is sent twice.
 */
export const cancelEvent = async ({ db, auth, eventId }: { db: Db; auth: Auth; eventId: string }) => {
  const [[row], people] = await db.batch([
    selectInternalEvent({ db, auth, eventId }),
    db.all<Rsvper>(sql`SELECT u.id AS user_id, u.email, u.first_name FROM event_rsvps r
    JOIN creator_profiles cp ON cp.id = r.creator_id JOIN users u ON u.id = cp.user_id
    WHERE r.event_id = ${eventId} AND r.status IN ('going', 'waitlist')`),
  ]);
  if (!row) throw notFound('event');
  const current = toInternalEvent(row);
  if (current.status === 'cancelled') throw conflict('This event is already cancelled.');
  const key = `event-cancel:${eventId}`;
  const title = `“${current.title}” is cancelled`;
  const body = `${current.brand.name} cancelled the event planned for ${new Date(current.starts_at).toUTCString()}. Sorry for the change of plans.`;
  const link = paths.creator.event.getHref(eventId);
  const at = new Date().toISOString();
  return changeEvent({
    db,
    auth,
    eventId,
    write: sql`UPDATE brand_events SET status = 'cancelled', cancelled_at = ${at}, updated_at = ${at} WHERE id = ${eventId} AND status <> 'cancelled'`,
    then: [
      ...people.map((p) =>
        db
          .insert(notifications)
          .values({ userId: p.user_id, kind: 'event.cancelled', title, body, link, eventId: key })
          .onConflictDoNothing(),
      ),
      ...people.map((p) =>
        queueEmail({
          db,
          to: p.email,
          message: {
            subject: title,
            text: `Hi ${p.first_name},\n\n${body}\n\n— Social Loop`,
            html: `<p>Hi ${p.first_name},</p><p>${body}</p>`,
          },
          eventId: key,
        }),
      ),
    ],
    conflictDetail: 'This event is already cancelled.',
  });
};
