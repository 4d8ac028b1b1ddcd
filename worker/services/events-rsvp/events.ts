import { and, asc, count, desc, eq, gte, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import { brandEvents, brands, eventRsvps } from '../../../db/schema';
import { inBatch, type Db } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { writtenOnce } from '../../lib/written-once';
import type { TCreatorEvent } from '../../schemas/creator-events';

/** A creator's id, or its placeholder in a statement written once (`writtenOnce`). */
type CreatorRef = string | Placeholder;

const columns = (creatorId: CreatorRef) => ({
  event: brandEvents,
  brandName: brands.name,
  brandLogo: brands.logoUrl,
  going: sql<number>`(SELECT count(*) FROM ${eventRsvps} r WHERE r.event_id = ${brandEvents.id} AND r.status = 'going')`,
  mine: sql<
    'going' | 'not_going' | 'waitlist' | null
  >`(SELECT r.status FROM ${eventRsvps} r WHERE r.event_id = ${brandEvents.id} AND r.creator_id = ${creatorId})`,
});

const hasAnswered = (creatorId: CreatorRef) =>
  sql`EXISTS (SELECT 1 FROM ${eventRsvps} r WHERE r.event_id = ${brandEvents.id} AND r.creator_id = ${creatorId})`;

/**
 * Which events a creator sees: published ones whose audience includes them (everyone, a niche they work in, a
 * location they live in, or an invited list with them on it), and any event they already answered — including a
 * cancelled one, so they learn it is off. Drafts are never shown.
 */
const visibleTo = (creatorId: CreatorRef) => sql`(
  (${brandEvents.status} = 'published' AND (
    ${brandEvents.audience} = 'all'
    OR (${brandEvents.audience} = 'niche' AND EXISTS (SELECT 1 FROM json_each(${brandEvents.audienceNiches}) n
         JOIN creator_profiles cp ON cp.id = ${creatorId} JOIN json_each(cp.niches) m ON m.value = n.value))
    OR (${brandEvents.audience} = 'location' AND (SELECT cp.location_id FROM creator_profiles cp WHERE cp.id = ${creatorId}) IN (SELECT value FROM json_each(${brandEvents.audienceLocationIds})))
    OR (${brandEvents.audience} = 'invited' AND EXISTS (SELECT 1 FROM event_invitees i WHERE i.event_id = ${brandEvents.id} AND i.creator_id = ${creatorId}))
  ))
  OR (${brandEvents.status} <> 'draft' AND ${hasAnswered(creatorId)})
)`;

const selectEvents = (db: LibSQLDatabase, creatorId: CreatorRef, where: SQL) =>
  db
    .select(columns(creatorId))
    .from(brandEvents)
    .innerJoin(brands, eq(brands.id, brandEvents.brandId))
    .where(and(where, visibleTo(creatorId)));
type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

const toEvent = (r: EventRow, now: string): TCreatorEvent => {
  const going = Number(r.going);
  return {
    id: r.event.id,
    title: r.event.title,
    description: r.event.description,
    location: r.event.location,
    online_url: r.event.onlineUrl,
    time_zone: r.event.timeZone,
    starts_at: r.event.startsAt,
    ends_at: r.event.endsAt,
    capacity: r.event.capacity,
    going_count: going,
    spots_left: r.event.capacity === null ? null : Math.max(0, r.event.capacity - going),
    brand: { id: r.event.brandId, name: r.brandName, logo_url: r.brandLogo },
    my_rsvp: r.mine,
    is_past: r.event.startsAt < now,
    is_cancelled: r.event.status === 'cancelled',
    cover_url: r.event.coverUploadId ? `/api/uploads/${r.event.coverUploadId}/media/` : null,
  };
};

const WHEN = {
  upcoming: (now: Placeholder) => gte(brandEvents.startsAt, now),
  past: (now: Placeholder) => lt(brandEvents.startsAt, now),
  going: (now: Placeholder, creatorId: Placeholder) =>
    and(
      gte(brandEvents.startsAt, now),
      sql`EXISTS (SELECT 1 FROM ${eventRsvps} r WHERE r.event_id = ${brandEvents.id} AND r.creator_id = ${creatorId} AND r.status = 'going')`,
    )!,
};

type When = keyof typeof WHEN;
type EventPageQuery = { db: Db; creatorId: string; when: When; page: number; pageSize: number };

const PAGE_VALUES = ['creatorId', 'now', 'limit', 'offset'] as const;
const COUNT_VALUES = ['creatorId', 'now'] as const;
const pageStatement = (when: When) =>
  writtenOnce(PAGE_VALUES, (db, v) =>
    selectEvents(db, v.creatorId, WHEN[when](v.now, v.creatorId))
      .orderBy(when === 'past' ? desc(brandEvents.startsAt) : asc(brandEvents.startsAt), asc(brandEvents.id))
      .limit(v.limit)
      .offset(v.offset),
  );
const countStatement = (when: When) =>
  writtenOnce(COUNT_VALUES, (db, v) =>
    db
      .select({ n: count() })
      .from(brandEvents)
      .where(and(WHEN[when](v.now, v.creatorId), visibleTo(v.creatorId))),
  );
/** Each list's page and count, written once per isolate (their SQL is long; only the values change). */
const LISTS = {
  upcoming: { page: pageStatement('upcoming'), count: countStatement('upcoming') },
  past: { page: pageStatement('past'), count: countStatement('past') },
  going: { page: pageStatement('going'), count: countStatement('going') },
};

/**
 * One page of brand events for creators: upcoming (soonest first), past (latest first) or the ones they are going
 * to. Its statements go into the caller's batch; `answer` shapes what they read (the route adds the page links).
 */
export const eventPage = ({ db, creatorId, when, page, pageSize }: EventPageQuery) => {
  const now = new Date().toISOString();
  const list = LISTS[when];
  const statements = [
    list.page(db, { creatorId, now, limit: pageSize, offset: (page - 1) * pageSize }),
    list.count(db, { creatorId, now }),
  ] as const;
  const answer = ([rows, total]: readonly [EventRow[], { n: number }[]]) => ({
    count: total[0]?.n ?? 0,
    results: rows.map((r) => toEvent(r, now)),
  });
  return { statements, answer };
};

/** One page of brand events for creators, in one batch. */
export const listEvents = async (query: EventPageQuery) => {
  const { statements, answer } = eventPage(query);
  return answer(await query.db.batch(statements));
};

const oneEvent = (db: Db, creatorId: string, eventId: string) =>
  selectEvents(db, creatorId, eq(brandEvents.id, eventId)).limit(1);

export const eventDetail = async ({ db, creatorId, eventId }: { db: Db; creatorId: string; eventId: string }) => {
  const [row] = await inBatch(db, oneEvent(db, creatorId, eventId));
  if (!row) throw notFound('event');
  return toEvent(row, new Date().toISOString());
};

/**
 * Answers an invitation to an event. Going takes a spot only while one is free — checked in the same statement
 * that writes the answer, so two creators racing for the last spot cannot both get it (409 "full"). Two round
 * trips: the event as the creator sees it (with the session on a folded request), then the answer's batch, which
 * ends by reading the event again — the answer, with the new count, in the same round trip.
 */
export const rsvp = async ({
  db,
  creatorId,
  eventId,
  status,
}: {
  db: Db;
  creatorId: string;
  eventId: string;
  status: 'going' | 'not_going' | 'waitlist';
}) => {
  const current = await eventDetail({ db, creatorId, eventId });
  if (current.is_cancelled) throw conflict('This event is cancelled.');
  if (current.is_past) throw conflict('This event has already started.');
  const now = new Date().toISOString();
  if (status === 'waitlist') {
    if (current.capacity === null) throw conflict('This event has no limit on places: answer going instead.');
    if (current.my_rsvp === 'going') throw conflict('You already have a place.');
  }
  const answer: BatchItem<'sqlite'>[] =
    status === 'going'
      ? [
          db.run(sql`INSERT INTO event_rsvps (event_id, creator_id, status, created_at)
          SELECT ${eventId}, ${creatorId}, 'going', ${now}
          WHERE (SELECT capacity FROM brand_events WHERE id = ${eventId}) IS NULL
             OR (SELECT count(*) FROM event_rsvps WHERE event_id = ${eventId} AND status = 'going' AND creator_id <> ${creatorId}) < (SELECT capacity FROM brand_events WHERE id = ${eventId})
          ON CONFLICT (event_id, creator_id) DO UPDATE SET status = 'going'`),
          abortUnlessChanged(db),
        ]
      : [
          db
            .insert(eventRsvps)
            .values({ eventId, creatorId, status })
            .onConflictDoUpdate({
              target: [eventRsvps.eventId, eventRsvps.creatorId],
              // A new place on the waiting list queues from now; "not going" keeps the time of the first answer.
              set: status === 'waitlist' ? { status, createdAt: now } : { status },
            }),
        ];
  const results = await runGuardedBatch(
    db,
    [...answer, oneEvent(db, creatorId, eventId)] as unknown as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]],
    'This event is full.',
  );
  const [row] = results.at(-1) as EventRow[];
  if (!row) throw notFound('event');
  return toEvent(row, new Date().toISOString());
};
