import { deadLetters } from '../../../db/schema';
import type { Db } from '../../lib/db';

export type DeadLetter = { queue: string; messageId: string; body: unknown; error: string; attempts: number };

/** Keeps a message that exhausted its retries visible for staff (one row per queue message, however often recorded). */
export const recordDeadLetter = ({ db, letter }: { db: Db; letter: DeadLetter }) =>
  db
    .insert(deadLetters)
    .values({ ...letter, error: letter.error.slice(0, 1000) })
    .onConflictDoNothing();
