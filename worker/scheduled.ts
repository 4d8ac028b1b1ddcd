import { and, isNotNull, lt, or } from 'drizzle-orm';
import { emailTokens, sessions } from '../db/schema';
import { assertEnv, type Env } from './env';
import { createDb, type Db } from './lib/db';
import { deleteStaleAttempts } from './services/auth/attempt-limits';
import { autoApproveOverdueSubmissions } from './services/content-review/auto-approve';
import { redispatchPendingEvents } from './services/events/redispatch';
import { reportLedgerDrift } from './services/ledger/drift';
import { pruneScheduledRuns, recordRun } from './services/operations/record-run';
import { fallBackAfterGrace } from './services/payments/billing/grace-fallback';
import { resendPendingRefunds } from './services/wallet/refund';
import { retryStuckPayouts } from './services/payouts/start-payouts';
import { reapplyPendingPaymentEvents } from './services/payments/webhook/apply-event';
import { refreshProviderMetrics } from './services/metrics/pull-provider-metrics';
import { abortAbandonedUploads } from './services/uploads/abandoned-uploads';
import { runDueCheckins } from './services/internal/run-due-checkins';

const DAY_MS = 24 * 3600_000;

/** Expired sessions and e-mail tokens, attempt counters quiet for a day, scheduled runs older than two weeks. */
const cleanUp = async (db: Db, now: number) => {
  const weekAgo = new Date(now - 7 * DAY_MS).toISOString();
  const [expiredSessions, expiredTokens] = await db.batch([
    db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, weekAgo), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, weekAgo)))),
    db.delete(emailTokens).where(lt(emailTokens.expiresAt, weekAgo)),
    deleteStaleAttempts(db, now),
    pruneScheduledRuns(db, now),
  ]);
  return { sessions: expiredSessions.rowsAffected, tokens: expiredTokens.rowsAffected };
};

/** The scheduled handler's jobs, in order; each run is recorded in `scheduled_runs` (staff console, Operations). */
export const scheduledJobs = (env: Env, db: Db, now: number): [string, () => Promise<unknown>][] => [
  ['clean-up', () => cleanUp(db, now)],
  ['abandoned-uploads', () => abortAbandonedUploads({ db, env, now })],
  ['auto-approve-content', () => autoApproveOverdueSubmissions({ db, env, now })],
  ['redispatch-events', () => redispatchPendingEvents(env, db)],
  ['reapply-payment-events', () => reapplyPendingPaymentEvents(db, env, now)],
  ['plan-grace-fallback', () => fallBackAfterGrace(db, now)],
  ['resend-refunds', () => resendPendingRefunds(db, env, now)],
  ['retry-payouts', () => retryStuckPayouts(db, env, now)],
  ['refresh-metrics', () => refreshProviderMetrics({ env, db })],
  ['due-checkins', () => runDueCheckins({ db, now })],
  // Once an hour (the cron runs every 5 minutes): recompute balances from the ledger's entries and report drift.
  ...(new Date(now).getUTCMinutes() < 5
    ? [['ledger-drift', () => reportLedgerDrift(db)] as [string, () => Promise<unknown>]]
    : []),
];

/** Periodic work: every job runs and is recorded even when an earlier one fails. */
export const runScheduledWork = async (_controller: ScheduledController, env: Env) => {
  const db = createDb(assertEnv(env));
  const now = Date.now();
  for (const [job, run] of scheduledJobs(env, db, now)) await recordRun(db, job, run);
};
