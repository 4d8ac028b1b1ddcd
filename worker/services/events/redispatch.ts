import { and, asc, isNull, lt } from 'drizzle-orm';
import { domainEvents } from '../../../db/schema';
import type { Env } from '../../env';
import type { Db } from '../../lib/db';
import { dispatchEvents, type DomainEvent } from './outbox';

/** Events younger than this may still be on their way from the request that wrote them. */
const GRACE_MS = 60_000;
const BATCH = 100;

/** Re-sends events whose queue send failed or was lost (e.g. Miniflare dropping its in-memory queue on restart). */
export const redispatchPendingEvents = async (env: Env, db: Db) => {
  const cutoff = new Date(Date.now() - GRACE_MS).toISOString();
  const rows = await db
    .select()
    .from(domainEvents)
    .where(and(isNull(domainEvents.dispatchedAt), lt(domainEvents.createdAt, cutoff)))
    .orderBy(asc(domainEvents.createdAt))
    .limit(BATCH);
  await dispatchEvents(env, db, rows.map((r) => ({ id: r.id, type: r.type, payload: r.payload }) as DomainEvent));
  return rows.length;
};
