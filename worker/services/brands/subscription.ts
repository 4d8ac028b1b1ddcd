import { eq, sql } from 'drizzle-orm';
import { plans, subscriptions } from '../../../db/schema';
import { inBatch, type Db } from '../../lib/db';
import { FEATURES, type TSubscription } from '../../schemas/subscription';

const EMPTY: TSubscription = {
  id: null,
  name: '',
  membership_tier: '',
  allowed_features: {},
  total_creator_spend_available: 0,
  total_pending_payments: 0,
  has_bought_creator_spend: false,
  currency: 'USD',
  status: null,
  billing_period: null,
  current_period_end: null,
  cancel_at_period_end: false,
  grace_until: null,
};

/** The brand's subscription record (spec §3). Money is reported in major units here because the spec's record is a plain number. */
export const loadSubscription = async ({ db, brandId }: { db: Db; brandId: string }): Promise<TSubscription> => {
  const [row] = await inBatch(
    db,
    db
      .select({
        sub: subscriptions,
        plan: plans,
        // Creator spend comes from the ledger (DESIGN §12), read in the same statement.
        availableCents: sql<number>`coalesce((SELECT sum(balance_cents) FROM ledger_accounts WHERE brand_id = ${subscriptions.brandId} AND kind = 'brand_available'), 0)`,
        pendingCents: sql<number>`coalesce((SELECT sum(balance_cents) FROM ledger_accounts WHERE brand_id = ${subscriptions.brandId} AND kind IN ('brand_held', 'brand_escrow')), 0)`,
        hasToppedUp: sql<number>`EXISTS (SELECT 1 FROM ledger_transactions WHERE brand_id = ${subscriptions.brandId} AND kind = 'top_up')`,
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.brandId, brandId))
      .limit(1),
  );
  if (!row || row.sub.status === 'canceled') return EMPTY;
  const enabled = new Set(row.plan.allowedFeatures);
  return {
    id: row.sub.id,
    name: row.plan.name,
    membership_tier: row.plan.membershipTier,
    allowed_features: Object.fromEntries(FEATURES.map((f) => [f, enabled.has(f)])),
    total_creator_spend_available: row.availableCents / 100,
    total_pending_payments: row.pendingCents / 100,
    has_bought_creator_spend: row.hasToppedUp === 1 || row.sub.hasBoughtCreatorSpend,
    currency: row.plan.currency,
    status: row.sub.status,
    billing_period: row.sub.billingPeriod,
    current_period_end: row.sub.currentPeriodEnd,
    cancel_at_period_end: row.sub.cancelAtPeriodEnd,
    grace_until: row.sub.status === 'past_due' ? row.sub.graceUntil : null,
  };
};
