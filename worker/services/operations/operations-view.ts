import { and, asc, count, desc, isNotNull, isNull, sql } from 'drizzle-orm';
import { deadLetters, domainEvents, scheduledRuns } from '../../../db/schema';
import { inBatch, type Db } from '../../lib/db';
import type { TScheduledJob } from '../../schemas/operations';

const SHOWN = 50;
const RUNS_PER_JOB = 5;

const pending = and(isNull(domainEvents.appliedAt), isNull(domainEvents.deadLetteredAt));

/**
 * Outbox events the consumer has not applied (and not given up on): how many were never sent, how many in all, and
 * the oldest of them. The scheduled handler re-sends them after a grace period.
 */
export const outboxStatus = async (db: Db) => {
  const [[total], oldest] = await db.batch([
    db
      .select({ all: count(), unsent: sql<number>`coalesce(sum(${domainEvents.dispatchedAt} IS NULL), 0)` })
      .from(domainEvents)
      .where(pending),
    db
      .select({
        id: domainEvents.id,
        type: domainEvents.type,
        created_at: domainEvents.createdAt,
        dispatched_at: domainEvents.dispatchedAt,
        send_count: domainEvents.sendCount,
      })
      .from(domainEvents)
      .where(pending)
      .orderBy(asc(domainEvents.createdAt))
      .limit(SHOWN),
  ]);
  return { undispatched: Number(total?.unsent ?? 0), unapplied: total?.all ?? 0, oldest };
};

/** Dead letters, newest first: still open (not re-sent) or already re-sent; with the number still open. */
export const listDeadLetters = async ({ db, state }: { db: Db; state: 'open' | 'resent' }) => {
  const [[open], rows] = await db.batch([
    db.select({ n: count() }).from(deadLetters).where(isNull(deadLetters.resentAt)),
    db
      .select()
      .from(deadLetters)
      .where(state === 'open' ? isNull(deadLetters.resentAt) : isNotNull(deadLetters.resentAt))
      .orderBy(desc(deadLetters.createdAt))
      .limit(SHOWN),
  ]);
  return {
    open: open?.n ?? 0,
    results: rows.map((r) => ({
      id: r.id,
      queue: r.queue,
      message_id: r.messageId,
      body: r.body ?? null,
      error: r.error,
      attempts: r.attempts,
      created_at: r.createdAt,
      resent_at: r.resentAt,
    })),
  };
};

/**
 * Each scheduled job's last runs (newest first) and when it last failed. The table keeps two weeks of runs (~40,000
 * at ten jobs every five minutes), so nothing here reads all of them: the jobs are found by seeking the job index
 * from one job to the next, each job's newest runs by the same index, its last failure by the failures' index.
 */
export const listScheduledJobs = async (db: Db): Promise<{ results: TScheduledJob[] }> => {
  const rows = await inBatch(
    db,
    db.all<{
      job: string;
      started_at: string;
      duration_ms: number;
      ok: number;
      error: string | null;
      counts: string | null;
      last_failure_at: string | null;
    }>(sql`
    WITH RECURSIVE jobs(job) AS (
      SELECT min(job) FROM ${scheduledRuns}
      UNION ALL SELECT (SELECT min(n.job) FROM ${scheduledRuns} n WHERE n.job > jobs.job) FROM jobs WHERE jobs.job IS NOT NULL
    )
    SELECT r.job, r.started_at, r.duration_ms, r.ok, r.error, r.counts,
      (SELECT max(f.started_at) FROM ${scheduledRuns} f WHERE f.job = j.job AND f.ok = 0) AS last_failure_at
    FROM jobs j JOIN ${scheduledRuns} r ON r.id IN (
      SELECT s.id FROM ${scheduledRuns} s WHERE s.job = j.job ORDER BY s.started_at DESC LIMIT ${RUNS_PER_JOB}
    )
    WHERE j.job IS NOT NULL
    ORDER BY r.job, r.started_at DESC`),
  );
  const jobs = new Map<string, TScheduledJob>();
  for (const r of rows) {
    const job = jobs.get(r.job) ?? { job: r.job, runs: [], last_failure_at: r.last_failure_at };
    job.runs.push({
      started_at: r.started_at,
      duration_ms: r.duration_ms,
      ok: Boolean(r.ok),
      error: r.error,
      counts: r.counts ? (JSON.parse(r.counts) as Record<string, number>) : null,
    });
    jobs.set(r.job, job);
  }
  return { results: [...jobs.values()] };
};
