import { lt } from 'drizzle-orm';
import { scheduledRuns } from '../../../db/schema';
import type { Db } from '../../lib/db';

/** What a job's result says it did: a number is "processed", an array its length, an object its numeric fields. */
export const countsOf = (result: unknown): Record<string, number> | null => {
  if (typeof result === 'number') return { processed: result };
  if (Array.isArray(result)) return { processed: result.length };
  if (result && typeof result === 'object') {
    const numeric = Object.entries(result).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    );
    return numeric.length > 0 ? Object.fromEntries(numeric) : null;
  }
  return null;
};

/**
 * Runs one scheduled job and records it in `scheduled_runs` (start, duration, ok or the error, counts). A failing
 * job is logged and recorded, never thrown: the other jobs of the same tick still run.
 */
export const recordRun = async ({ db, job, run }: { db: Db; job: string; run: () => Promise<unknown> }) => {
  const started = Date.now();
  let ok = true;
  let error: string | null = null;
  let counts: Record<string, number> | null = null;
  try {
    counts = countsOf(await run());
  } catch (e) {
    ok = false;
    error = String((e as Error)?.stack ?? e).slice(0, 2000);
    console.error(JSON.stringify({ level: 'error', msg: 'scheduled job failed', job, error }));
  }
  try {
    await db
      .insert(scheduledRuns)
      .values({ job, startedAt: new Date(started).toISOString(), durationMs: Date.now() - started, ok, error, counts });
  } catch (e) {
    console.error(JSON.stringify({ level: 'error', msg: 'could not record a scheduled run', job, error: String(e) }));
  }
  return ok;
};

/** Runs older than this are pruned by the clean-up job. */
const KEEP_MS = 14 * 24 * 3600_000;
export const pruneScheduledRuns = ({ db, now }: { db: Db; now: number }) =>
  db.delete(scheduledRuns).where(lt(scheduledRuns.startedAt, new Date(now - KEEP_MS).toISOString()));
