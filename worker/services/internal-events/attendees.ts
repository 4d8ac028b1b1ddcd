import { sql, type SQL } from 'drizzle-orm';
import type { Auth } from '../../lib/context';
import { csvCell } from '../../lib/csv';
import type { Db } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TAttendee } from '../../schemas/internal-events';
import { selectInternalEvent, toInternalEvent } from './event-rows';

type AttendeeRow = {
  creator_id: string;
  first_name: string;
  last_name: string;
  email: string;
  status: TAttendee['status'];
  created_at: string;
  checked_in_at: string | null;
};

/** The statement reading everyone who answered, to ride in a batch (the read step, or the write's answer). */
const selectAttendees = (db: Db, eventId: string) =>
  db.all<AttendeeRow>(sql`SELECT r.creator_id, u.first_name, u.last_name, u.email, r.status, r.created_at, r.checked_in_at
    FROM event_rsvps r JOIN creator_profiles cp ON cp.id = r.creator_id JOIN users u ON u.id = cp.user_id
    WHERE r.event_id = ${eventId}
    ORDER BY CASE r.status WHEN 'going' THEN 0 WHEN 'waitlist' THEN 1 ELSE 2 END, r.created_at, r.creator_id`);

const toAttendees = (rows: AttendeeRow[]) => ({
  results: rows.map((r): TAttendee => ({
    creator_id: r.creator_id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    status: r.status,
    answered_at: r.created_at,
    checked_in_at: r.checked_in_at,
  })),
});

/** Everyone who answered: going first, then the waitlist in the order they joined it, then those who declined. */
export const listAttendees = async ({ db, auth, eventId }: { db: Db; auth: Auth; eventId: string }) => {
  const [event, rows] = await db.batch([selectInternalEvent({ db, auth, eventId }), selectAttendees(db, eventId)]);
  if (event.length === 0) throw notFound('event');
  return toAttendees(rows);
};

type Attendee = { db: Db; auth: Auth; eventId: string; creatorId: string };

/**
 * The read step of an attendee move: the event (in the caller's scope) and the attendee's answer, in one batch (on
 * a folded request the session rides in it). 404 without the event; `answer()` is the attendee's, 404 without one
 * (called after the event's own checks, so their 409s come first as before).
 */
const readAttendee = async ({ db, auth, eventId, creatorId }: Attendee) => {
  const [[event], [attendee]] = await db.batch([
    selectInternalEvent({ db, auth, eventId }),
    db.all<{ status: TAttendee['status']; checked_in_at: string | null }>(
      sql`SELECT status, checked_in_at FROM event_rsvps WHERE event_id = ${eventId} AND creator_id = ${creatorId}`,
    ),
  ]);
  if (!event) throw notFound('event');
  const answer = () => {
    if (!attendee) throw notFound('attendee');
    return attendee;
  };
  return { event: toInternalEvent(event), answer };
};

/** The write step: the guarded change, then the attendee list it leaves, in one batch. */
const moveAttendee = async (db: Db, eventId: string, change: SQL, conflictDetail: string) => {
  const [, , rows] = await runGuardedBatch(
    db,
    [db.run(change), abortUnlessChanged(db), selectAttendees(db, eventId)],
    conflictDetail,
  );
  return toAttendees(rows);
};

/** Moves someone from the waitlist to going while a place is free (the same one-winner check as an RSVP). */
export const promoteFromWaitlist = async (attendee: Attendee) => {
  const { db, eventId, creatorId } = attendee;
  const { event, answer } = await readAttendee(attendee);
  if (event.status === 'cancelled') throw conflict('This event is cancelled.');
  if (answer().status !== 'waitlist') throw conflict('This person is not on the waitlist.');
  return moveAttendee(
    db,
    eventId,
    sql`UPDATE event_rsvps SET status = 'going' WHERE event_id = ${eventId} AND creator_id = ${creatorId} AND status = 'waitlist'
        AND ((SELECT capacity FROM brand_events WHERE id = ${eventId}) IS NULL
          OR (SELECT count(*) FROM event_rsvps WHERE event_id = ${eventId} AND status = 'going') < (SELECT capacity FROM brand_events WHERE id = ${eventId}))`,
    'The event is full: raise its capacity or wait for someone to decline.',
  );
};

/** Checks in someone who is going, on the day (from two hours before the start); once. */
export const checkInAttendee = async (attendee: Attendee) => {
  const { db, eventId, creatorId } = attendee;
  const { event, answer } = await readAttendee(attendee);
  if (event.status !== 'published') throw conflict('Only a published event has check-in.');
  if (Date.parse(event.starts_at) - Date.now() > 2 * 3_600_000)
    throw conflict('Check-in opens two hours before the event starts.');
  const current = answer();
  if (current.status !== 'going') throw conflict('Only people who are going can be checked in.');
  if (current.checked_in_at) throw conflict('Already checked in.');
  return moveAttendee(
    db,
    eventId,
    sql`UPDATE event_rsvps SET checked_in_at = ${new Date().toISOString()} WHERE event_id = ${eventId} AND creator_id = ${creatorId} AND status = 'going' AND checked_in_at IS NULL`,
    'Already checked in.',
  );
};

export const attendeesCsv = async ({ db, auth, eventId }: { db: Db; auth: Auth; eventId: string }) => {
  const { results } = await listAttendees({ db, auth, eventId });
  const lines = [
    ['Name', 'E-mail', 'Status', 'Answered at', 'Checked in at'],
    ...results.map((a) => [a.name, a.email, a.status, a.answered_at, a.checked_in_at ?? '']),
  ];
  return lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';
};
