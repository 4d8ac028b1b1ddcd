import { sql, type SQL } from 'drizzle-orm';
import type { Auth } from '../../lib/context';
import type { BatchItem } from 'drizzle-orm/batch';
import { inBatch, type Db } from '../../lib/db';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { notFound } from '../../lib/errors';
import type { TInternalEvent } from '../../schemas/internal-events';
import { brandInScope } from '../internal/brand-scope';

export type EventSqlRow = {
  id: string;
  brand_id: string;
  brand_name: string;
  title: string;
  description: string;
  location: string;
  online_url: string | null;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  capacity: number | null;
  status: TInternalEvent['status'];
  audience: TInternalEvent['audience'];
  audience_niches: string;
  audience_location_ids: string;
  invited: string;
  cover_upload_id: string | null;
  going: number;
  waitlist: number;
  declined: number;
  checked_in: number;
};

/** Where a cover image is served (the upload pipeline's media route; see media-access for who may read it). */
const coverUrl = (uploadId: string | null) => (uploadId ? `/api/uploads/${uploadId}/media/` : null);

const rsvps = (where: string) => sql.raw(`(SELECT count(*) FROM event_rsvps r WHERE r.event_id = e.id AND ${where})`);

/** Events `e` of the brands an internal user may see, with their RSVP counts and invited list. */
const selectInternalEvents = (auth: Auth, where: SQL) => sql`
  SELECT e.id, e.brand_id, b.name AS brand_name, e.title, e.description, e.location, e.online_url, e.starts_at, e.ends_at, e.time_zone,
    e.capacity, e.status, e.audience, e.audience_niches, e.audience_location_ids, e.cover_upload_id,
    (SELECT json_group_array(i.creator_id) FROM event_invitees i WHERE i.event_id = e.id) AS invited,
    ${rsvps(`r.status = 'going'`)} AS going, ${rsvps(`r.status = 'waitlist'`)} AS waitlist,
    ${rsvps(`r.status = 'not_going'`)} AS declined, ${rsvps(`r.checked_in_at IS NOT NULL`)} AS checked_in
  FROM brand_events e JOIN brands b ON b.id = e.brand_id
  WHERE ${brandInScope(auth, 'e.brand_id')} AND ${where}`;

export const toInternalEvent = (r: EventSqlRow, now = new Date().toISOString()): TInternalEvent => ({
  id: r.id,
  brand: { id: r.brand_id, name: r.brand_name },
  title: r.title,
  description: r.description,
  location: r.location,
  online_url: r.online_url,
  starts_at: r.starts_at,
  ends_at: r.ends_at,
  time_zone: r.time_zone,
  capacity: r.capacity === null ? null : Number(r.capacity),
  status: r.status,
  audience: r.audience,
  audience_niches: JSON.parse(r.audience_niches || '[]') as string[],
  audience_location_ids: JSON.parse(r.audience_location_ids || '[]') as string[],
  invited_creator_ids: JSON.parse(r.invited || '[]') as string[],
  cover_upload_id: r.cover_upload_id,
  cover_url: coverUrl(r.cover_upload_id),
  counts: {
    going: Number(r.going),
    waitlist: Number(r.waitlist),
    declined: Number(r.declined),
    checked_in: Number(r.checked_in),
  },
  is_past: r.starts_at < now,
});

/** The statement reading one event the internal user may see (no row otherwise), to ride in a batch. */
export const selectInternalEvent = ({ db, auth, eventId }: { db: Db; auth: Auth; eventId: string }) =>
  db.all<EventSqlRow>(selectInternalEvents(auth, sql`e.id = ${eventId}`));

/** One event the internal user may see; 404 otherwise. */
export const loadInternalEvent = async ({ db, auth, eventId }: { db: Db; auth: Auth; eventId: string }) => {
  const [row] = await inBatch(db, selectInternalEvent({ db, auth, eventId }));
  if (!row) throw notFound('event');
  return toInternalEvent(row);
};

/**
 * The write step of an event change: `write` (one statement, guarded in its WHERE), `abortUnlessChanged` (when it
 * changed no row, the batch rolls back: 409 `conflictDetail`), its follow-ups `then`, and the event as they leave
 * it, in one guarded batch, so the answer needs no read-back.
 */
export const changeEvent = async ({
  db,
  auth,
  eventId,
  write,
  then = [],
  conflictDetail,
}: {
  db: Db;
  auth: Auth;
  eventId: string;
  write: SQL;
  then?: BatchItem<'sqlite'>[];
  conflictDetail: string;
}) => {
  const results = await runGuardedBatch(
    db,
    [db.run(write), abortUnlessChanged(db), ...then, selectInternalEvent({ db, auth, eventId })],
    conflictDetail,
  );
  const [row] = results.at(-1) as EventSqlRow[];
  if (!row) throw notFound('event');
  return toInternalEvent(row);
};

const WHEN = {
  upcoming: (now: string) => sql`e.ends_at >= ${now} ORDER BY e.starts_at, e.id`,
  past: (now: string) => sql`e.ends_at < ${now} ORDER BY e.starts_at DESC, e.id LIMIT 100`,
  all: () => sql`1 = 1 ORDER BY e.starts_at DESC, e.id LIMIT 200`,
} as const;

export const listInternalEvents = async ({ db, auth, when }: { db: Db; auth: Auth; when: keyof typeof WHEN }) => {
  const now = new Date().toISOString();
  const rows = await inBatch(db, db.all<EventSqlRow>(selectInternalEvents(auth, WHEN[when](now))));
  return { results: rows.map((r) => toInternalEvent(r, now)) };
};
