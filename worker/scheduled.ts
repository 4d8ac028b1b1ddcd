import { assertEnv, type Env } from './env';
import { createDb, type Db } from './lib/db';
import { cleanUp } from './services/operations/clean-up';
import { autoApproveOverdueSubmissions } from './services/content-review/auto-approve';
import { redispatchPendingEvents } from './services/outbox/redispatch';
import { reportLedgerDrift } from './services/ledger/drift';
import { recordRun } from './services/operations/record-run';
import { fallBackAfterGrace } from './services/payments/billing/grace-fallback';
import { resendPendingRefunds } from './services/wallet/refund';
import { retryStuckPayouts } from './services/payouts/start-payouts';
import { reapplyPendingPaymentEvents } from './services/payments/webhook/apply-event';
import { refreshProviderMetrics } from './services/metrics/pull-provider-metrics';
import { abortAbandonedUploads } from './services/uploads/abandoned-uploads';
import { runDueCheckins } from './services/internal/run-due-checkins';
import { settleClosedCampaigns } from './services/campaigns/settle-closed-campaigns';

/** The scheduled handler's jobs, in order; each run is recorded in `scheduled_runs` (staff console, Operations). */
const scheduledJobs = (env: Env, db: Db, now: number): [string, () => Promise<unknown>][] => [
  ['clean-up', () => cleanUp({ db, now })],
  ['abandoned-uploads', () => abortAbandonedUploads({ db, env, now })],
  ['auto-approve-content', () => autoApproveOverdueSubmissions({ db, env, now })],
  ['redispatch-events', () => redispatchPendingEvents({ env, db })],
  ['reapply-payment-events', () => reapplyPendingPaymentEvents({ db, env, now })],
  ['plan-grace-fallback', () => fallBackAfterGrace({ db, now })],
  ['resend-refunds', () => resendPendingRefunds({ db, env, now })],
  ['retry-payouts', () => retryStuckPayouts({ db, env, now })],
  ['refresh-metrics', () => refreshProviderMetrics({ env, db })],
  ['due-checkins', () => runDueCheckins({ db, now })],
  ['settle-closed-campaigns', () => settleClosedCampaigns({ db, env })],
  // Once an hour (the cron runs every 5 minutes): recompute balances from the ledger's entries and report drift.
  ...(new Date(now).getUTCMinutes() < 5
    ? [['ledger-drift', () => reportLedgerDrift(db)] as [string, () => Promise<unknown>]]
    : []),
];

/** Periodic work: every job runs and is recorded even when an earlier one fails. */
export const runScheduledWork = async (_controller: ScheduledController, env: Env) => {
  const db = createDb(assertEnv(env));
  const now = Date.now();
  for (const [job, run] of scheduledJobs(env, db, now)) await recordRun({ db, job, run });
};
