import { and, isNotNull, lt, or } from 'drizzle-orm';
import { emailTokens, sessions } from '../db/schema';
import { assertEnv, type Env } from './env';
import { createDb } from './lib/db';
import { deleteStaleAttempts } from './services/auth/attempt-limits';
import { autoApproveOverdueSubmissions } from './services/content-review/auto-approve';
import { redispatchPendingEvents } from './services/events/redispatch';
import { reportLedgerDrift } from './services/ledger/drift';
import { fallBackAfterGrace } from './services/payments/billing/grace-fallback';
import { resendPendingRefunds } from './services/wallet/refund';
import { retryStuckPayouts } from './services/payouts/start-payouts';
import { reapplyPendingPaymentEvents } from './services/payments/webhook/apply-event';
import { refreshProviderMetrics } from './services/metrics/pull-provider-metrics';
import { abortAbandonedUploads } from './services/uploads/abandoned-uploads';
import { runDueCheckins } from './services/internal/run-due-checkins';

const DAY_MS = 24 * 3600_000;

/** Periodic clean-up: expired sessions and e-mail tokens, attempt counters quiet for a day, multipart uploads idle for 24 h. */
export const runScheduledWork = async (_controller: ScheduledController, env: Env) => {
  const db = createDb(assertEnv(env));
  const now = Date.now();
  const weekAgo = new Date(now - 7 * DAY_MS).toISOString();
  await db.batch([
    db.delete(sessions).where(or(lt(sessions.expiresAt, weekAgo), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, weekAgo)))),
    db.delete(emailTokens).where(lt(emailTokens.expiresAt, weekAgo)),
    deleteStaleAttempts(db, now),
  ]);
  await abortAbandonedUploads({ db, env, now });
  await autoApproveOverdueSubmissions({ db, env, now });
  await redispatchPendingEvents(env, db);
  await reapplyPendingPaymentEvents(db, env, now);
  await fallBackAfterGrace(db, now);
  await resendPendingRefunds(db, env, now);
  await retryStuckPayouts(db, env, now);
  await refreshProviderMetrics({ env, db });
  await runDueCheckins({ db, now });
  // Once an hour (the cron runs every 5 minutes): recompute balances from the ledger's entries and report drift.
  if (new Date(now).getUTCMinutes() < 5) await reportLedgerDrift(db);
};
