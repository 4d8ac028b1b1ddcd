import { createClient } from '@libsql/client/web';
import type { BatchItem } from 'drizzle-orm/batch';
import { drizzle } from 'drizzle-orm/libsql/web';
import type { Env } from '../env';

/**
 * What a service verb keyed by ids takes: the database and each named id, as one object (STYLE §4):
 * `({ db, brandId, campaignId }: DbKeys<'brandId' | 'campaignId'>)`, plus `& { input: … }` for what is not an id.
 */
export type DbKeys<K extends string> = { db: Db } & { [P in K]: string };

/** Round trips to the database and the time spent waiting for them, for the Server-Timing header. */
export type DbTiming = { roundTrips: number; ms: number };

const timedFetch = (timing: DbTiming) => async (input: RequestInfo | URL, init?: RequestInit) => {
  const started = performance.now();
  try {
    return await fetch(input, init);
  } finally {
    timing.roundTrips++;
    timing.ms += performance.now() - started;
  }
};

/**
 * A database for one request (its client counts that request's round trips). Without drizzle's relational query
 * API (`db.query.*`, unused): building its table and relation map from the schema took ~0.6–1.7 ms of every request.
 */
export const createDb = (env: Pick<Env, 'LIBSQL_URL' | 'LIBSQL_AUTH_TOKEN'>, timing?: DbTiming) =>
  drizzle(
    createClient({
      url: env.LIBSQL_URL,
      authToken: env.LIBSQL_AUTH_TOKEN,
      ...(timing ? { fetch: timedFetch(timing) } : {}),
    }),
  );

export type Db = ReturnType<typeof createDb>;
/**
 * One statement sent as a batch of one, so a folded read's session check rides in it (worker/lib/session-fold.ts).
 * Outside a folded read it is the same single round trip as awaiting the statement.
 */
export const inBatch = async <T extends BatchItem<'sqlite'>>(db: Db, statement: T): Promise<T['_']['result']> => {
  const [result] = await db.batch([statement]);
  return result;
};

/** What a batch of `statements` returns, one result per statement (for a tuple of statements built elsewhere). */
export type BatchResults<T extends readonly unknown[]> = { readonly [K in keyof T]: Awaited<T[K]> };
