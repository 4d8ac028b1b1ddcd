import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from './db';
import { AppError } from './errors';

/**
 * A batch step that makes the whole batch roll back when the statement right before it changed no row.
 * A libSQL batch runs in one transaction and stops at the first error; `json()` of invalid text is an error
 * SQLite raises from plain SQL (RAISE() only works in triggers). So a conditional UPDATE ("… WHERE status IN
 * (allowed)") followed by this guard makes state changes and their follow-ups atomic and race-proof in one
 * round trip: of two racing requests exactly one wins and the other gets a 409.
 */
export const abortUnlessChanged = (db: Db) =>
  db.run(sql`SELECT CASE WHEN changes() = 0 THEN json('state conflict') END`);

/** A batch step that makes the whole batch roll back unless `condition` (SQL) holds at that point of the batch. */
export const abortUnless = (db: Db, condition: SQL) =>
  db.run(sql`SELECT CASE WHEN NOT (${condition}) THEN json('state conflict') END`);

const isGuardAbort = (e: unknown) => /malformed JSON/i.test(String((e as Error)?.message ?? e));

/**
 * Runs a batch containing `abortUnlessChanged` guards; a tripped guard becomes a 409 with `conflictDetail` (or the
 * error `conflictDetail` makes, where a lost race answers as the operation always did, e.g. a used link).
 */
export const runGuardedBatch = async <T extends [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]>(
  db: Db,
  steps: T,
  conflictDetail: string | (() => AppError),
) => {
  try {
    return await db.batch(steps);
  } catch (e) {
    if (isGuardAbort(e))
      throw typeof conflictDetail === 'string' ? new AppError('conflict', conflictDetail) : conflictDetail();
    throw e;
  }
};
