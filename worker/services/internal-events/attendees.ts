import { sql } from 'drizzle-orm';
import type { Auth } from '../../lib/context';
import { csvCell } from '../../lib/csv';
import type { Db } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TAttendee } from '../../schemas/internal-events';
import { loadInternalEvent, selectInternalEvent } from './event-rows';

type AttendeeRow = {
  creator_id: string;
  first_name: string;
  last_name: string;
  email: string;
  status: TAttendee['status'];
  created_at: string;
  checked_in_at: string | null;
};

/** Everyone who answered: going first, then the waitlist in the order they joined it, then those who declined. */
export const listAttendees = async ({ db, auth, eventId }: { db: Db; auth: Auth; eventId: string }) => {
  const [event, rows] = await db.batch([
    selectInternalEvent({ db, auth, eventId }),
    db.all<AttendeeRow>(sql`SELECT r.creator_id, u.first_name, u.last_name, u.email, r.status, r.created_at, r.checked_in_at
    FROM event_rsvps r JOIN creator_profiles cp ON cp.id = r.creator_id JOIN users u ON u.id = cp.user_id
    WHERE r.event_id = ${eventId}
    ORDER BY CASE r.status WHEN 'going' THEN 0 WHEN 'waitlist' THEN 1 ELSE 2 END, r.created_at, r.creator_id`),
  ]);
  if (event.length === 0) throw notFound('event');
  return {
    results: rows.map((r): TAttendee => ({
      creator_id: r.creator_id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      email: r.email,
      status: r.status,
      answered_at: r.created_at,
      checked_in_at: r.checked_in_at,
    })),
  };
};

const attendeeStatus = async (db: Db, eventId: string, creatorId: string) => {
  const [row] = await db.all<{ status: TAttendee['status']; checked_in_at: string | null }>(
    sql`SELECT status, checked_in_at FROM event_rsvps WHERE event_id = ${eventId} AND creator_id = ${creatorId}`,
  );
  if (!row) throw notFound('attendee');
  return row;
};

/** Moves someone from the waitlist to going while a place is free (the same one-winner check as an RSVP). */
export const promoteFromWaitlist = async ({
  db,
  auth,
  eventId,
  creatorId,
}: {
  db: Db;
  auth: Auth;
  eventId: string;
  creatorId: string;
}) => {
  const event = await loadInternalEvent({ db, auth, eventId });
  if (event.status === 'cancelled') throw conflict('This event is cancelled.');
  if ((await attendeeStatus(db, eventId, creatorId)).status !== 'waitlist')
    throw conflict('This person is not on the waitlist.');
  await runGuardedBatch(
    db,
    [
      db.run(sql`UPDATE event_rsvps SET status = 'going' WHERE event_id = ${eventId} AND creator_id = ${creatorId} AND status = 'waitlist'
        AND ((SELECT capacity FROM brand_events WHERE id = ${eventId}) IS NULL
          OR (SELECT count(*) FROM event_rsvps WHERE event_id = ${eventId} AND status = 'going') < (SELECT capacity FROM brand_events WHERE id = ${eventId}))`),
      abortUnlessChanged(db),
    ],
    'The event is full: raise its capacity or wait for someone to decline.',
  );
  return listAttendees({ db, auth, eventId });
};

/** Checks in someone who is going, on the day (from two hours before the start); once. */
export const checkInAttendee = async ({
  db,
  auth,
  eventId,
  creatorId,
}: {
  db: Db;
  auth: Auth;
  eventId: string;
  creatorId: string;
}) => {
  const event = await loadInternalEvent({ db, auth, eventId });
  if (event.status !== 'published') throw conflict('Only a published event has check-in.');
  if (Date.parse(event.starts_at) - Date.now() > 2 * 3_600_000)
    throw conflict('Check-in opens two hours before the event starts.');
  const current = await attendeeStatus(db, eventId, creatorId);
  if (current.status !== 'going') throw conflict('Only people who are going can be checked in.');
  if (current.checked_in_at) throw conflict('Already checked in.');
  await runGuardedBatch(
    db,
    [
      db.run(
        sql`UPDATE event_rsvps SET checked_in_at = ${new Date().toISOString()} WHERE event_id = ${eventId} AND creator_id = ${creatorId} AND status = 'going' AND checked_in_at IS NULL`,
      ),
      abortUnlessChanged(db),
    ],
    'Already checked in.',
  );
  return listAttendees({ db, auth, eventId });
};

export const attendeesCsv = async ({ db, auth, eventId }: { db: Db; auth: Auth; eventId: string }) => {
  const { results } = await listAttendees({ db, auth, eventId });
  const lines = [
    ['Name', 'E-mail', 'Status', 'Answered at', 'Checked in at'],
    ...results.map((a) => [a.name, a.email, a.status, a.answered_at, a.checked_in_at ?? '']),
  ];
  return lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';
};
