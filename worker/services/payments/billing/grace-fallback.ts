import { and, eq, lt, sql } from 'drizzle-orm';
import { subscriptions } from '../../../../db/schema';
import type { Db } from '../../../lib/db';
import { freePlanId, freeState } from '../events/subscription-state';

/**
 * Scheduled: a subscription still `past_due` when its grace period ends falls back to Free. Nothing else of the
 * brand changes (campaigns, drafts, creators stay; gated screens show the upsell). `provider_state_at` (milliseconds)
 * moves to now, so a stale provider event cannot bring the paid plan back — a later payment (a newer `invoice.paid`) can.
 */
export const fallBackAfterGrace = async ({ db, now = Date.now() }: { db: Db; now?: number }) => {
  const free = await freePlanId(db);
  if (!free) return 0;
  const rows = await db
    .update(subscriptions)
    .set({
      ...freeState(free),
      graceUntil: null,
      providerStateAt: sql`MAX(COALESCE(${subscriptions.providerStateAt}, 0), ${now})`,
    })
    .where(and(eq(subscriptions.status, 'past_due'), lt(subscriptions.graceUntil, new Date(now).toISOString())))
    .returning({ brandId: subscriptions.brandId });
  return rows.length;
};
