import { and, eq, isNull } from 'drizzle-orm';
import { domainEvents } from '../../../db/schema';
import type { Db } from '../../lib/db';

/** Marks an event done: the consumer has written everything it causes. The first application's time is kept. */
export const markEventApplied = ({ db, eventId }: { db: Db; eventId: string }) =>
  db
    .update(domainEvents)
    .set({ appliedAt: new Date().toISOString() })
    .where(and(eq(domainEvents.id, eventId), isNull(domainEvents.appliedAt)));

/** Marks an event given up on after the consumer's final retry, so the scheduled handler stops re-sending it. */
export const markEventDeadLettered = ({ db, eventId }: { db: Db; eventId: string }) =>
  db
    .update(domainEvents)
    .set({ deadLetteredAt: new Date().toISOString() })
    .where(and(eq(domainEvents.id, eventId), isNull(domainEvents.appliedAt)));
