import { sql } from 'drizzle-orm';
import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { TCreateEventRequest, TUpdateEventRequest } from '../../schemas/internal-events';
import { brandInScope } from '../internal/brand-scope';
import { checkCover, selectCover } from './event-cover';
import { changeEvent, selectInternalEvent, toInternalEvent } from './event-rows';

const iso = (value: string) => new Date(value).toISOString();

/** Only an invited-list audience keeps its invitees; the rows are replaced with each save. */
const inviteeRows = (db: Db, eventId: string, input: TUpdateEventRequest) => [
  db.run(sql`DELETE FROM event_invitees WHERE event_id = ${eventId}`),
  ...(input.audience === 'invited'
    ? [
        db.run(sql`INSERT OR IGNORE INTO event_invitees (event_id, creator_id)
      SELECT ${eventId}, cp.id FROM creator_profiles cp WHERE cp.id IN (SELECT value FROM json_each(${JSON.stringify(input.invited_creator_ids)}))`),
      ]
    : []),
];

const notInScope = (e: unknown) => (e instanceof AppError && e.code === 'conflict' ? notFound('brand') : e);

/** Creates a draft event for a brand the internal user manages (staff: any brand); 404 for any other brand. */
export const createEvent = async ({ db, auth, input }: { db: Db; auth: Auth; input: TCreateEventRequest }) => {
  const id = crypto.randomUUID();
  const [[brand], [upload]] = await db.batch([
    db.all<{ id: string }>(
      sql`SELECT b.id FROM brands b WHERE b.id = ${input.brand_id} AND ${brandInScope(auth, 'b.id')}`,
    ),
    selectCover({ db, auth, uploadId: input.cover_upload_id }),
  ]);
  checkCover({ upload, uploadId: input.cover_upload_id, current: null });
  if (!brand) throw notFound('brand');
  try {
    // The insert is still guarded by the scope: a brand handed over since the read is a 404 too.
    return await changeEvent({
      db,
      auth,
      eventId: id,
      write: sql`INSERT INTO brand_events (id, brand_id, title, description, location, online_url, starts_at, ends_at, time_zone, capacity,
            status, audience, audience_niches, audience_location_ids, cover_upload_id, created_by, created_at)
          SELECT ${id}, b.id, ${input.title}, ${input.description}, ${input.location}, ${input.online_url}, ${iso(input.starts_at)}, ${iso(input.ends_at)},
            ${input.time_zone}, ${input.capacity}, 'draft', ${input.audience}, ${JSON.stringify(input.audience === 'niche' ? input.audience_niches : [])},
            ${JSON.stringify(input.audience === 'location' ? input.audience_location_ids : [])}, ${input.cover_upload_id}, ${auth.user.id}, ${new Date().toISOString()}
          FROM brands b WHERE b.id = ${input.brand_id} AND ${brandInScope(auth, 'b.id')}`,
      then: inviteeRows(db, id, input),
      conflictDetail: 'missing',
    });
  } catch (e) {
    throw notInScope(e);
  }
};

/** Edits an event that is not cancelled; capacity cannot drop below the people already going (409). */
export const updateEvent = async ({
  db,
  auth,
  eventId,
  input,
}: {
  db: Db;
  auth: Auth;
  eventId: string;
  input: TUpdateEventRequest;
}) => {
  const [[row], [upload]] = await db.batch([
    selectInternalEvent({ db, auth, eventId }),
    selectCover({ db, auth, uploadId: input.cover_upload_id }),
  ]);
  if (!row) throw notFound('event');
  const current = toInternalEvent(row);
  if (current.status === 'cancelled') throw conflict('A cancelled event cannot be edited.');
  if (input.capacity !== null && input.capacity < current.counts.going)
    throw conflict(`${current.counts.going} people are already going; the capacity cannot be lower.`);
  checkCover({ upload, uploadId: input.cover_upload_id, current: current.cover_upload_id });
  return changeEvent({
    db,
    auth,
    eventId,
    write: sql`UPDATE brand_events SET title = ${input.title}, description = ${input.description}, location = ${input.location}, online_url = ${input.online_url},
          starts_at = ${iso(input.starts_at)}, ends_at = ${iso(input.ends_at)}, time_zone = ${input.time_zone}, capacity = ${input.capacity},
          audience = ${input.audience}, audience_niches = ${JSON.stringify(input.audience === 'niche' ? input.audience_niches : [])},
          audience_location_ids = ${JSON.stringify(input.audience === 'location' ? input.audience_location_ids : [])}, cover_upload_id = ${input.cover_upload_id}, updated_at = ${new Date().toISOString()}
        WHERE id = ${eventId} AND status <> 'cancelled'
          AND (${input.capacity} IS NULL OR ${input.capacity} >= (SELECT count(*) FROM event_rsvps WHERE event_id = ${eventId} AND status = 'going'))`,
    then: inviteeRows(db, eventId, input),
    conflictDetail: 'The event changed in the meantime (cancelled, or more people are going than the new capacity).',
  });
};
