import { eq } from 'drizzle-orm';
import { plans, subscriptions } from '../../../../db/schema';
import type { Db } from '../../../lib/db';
import { AppError } from '../../../lib/errors';
import type { TBillingPeriod, TPlanChangeKind, TPurchaseQuote } from '../../../schemas/plans';
import { prorationCents } from '../proration';
import { CONTACT_SALES_TIERS, foundPlan, planDto, planQuery, priceOf, type PlanRow } from './list-plans';

type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CurrentSubscription = { sub: SubscriptionRow; plan: PlanRow };

/** The statement reading the brand's subscription with its plan (at most one row). */
export const currentSubscriptionQuery = ({ db, brandId }: { db: Db; brandId: string }) =>
  db
    .select({ sub: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.brandId, brandId))
    .limit(1);

export const foundSubscription = (row: CurrentSubscription | undefined) => {
  if (!row) throw new AppError('not_found', 'This brand has no subscription record.');
  return row;
};

/** A paid subscription the provider bills (bought through checkout); seeded and Free plans are not. */
export const isProviderManaged = (sub: SubscriptionRow) =>
  !!sub.providerSubscriptionId && sub.status !== 'canceled' && sub.billingPeriod !== null;

/** Yearly is "more" than monthly of the same plan: paying up front is an upgrade. */
const rank = (plan: PlanRow, period: TBillingPeriod) => plan.sortOrder * 2 + (period === 'year' ? 1 : 0);

export type PlanChange = {
  kind: TPlanChangeKind;
  plan: PlanRow;
  period: TBillingPeriod;
  dueTodayCents: number;
  effectiveAt: string | null;
};

/** What a quote needs, the subscription and the plan chosen, in one batch (a folded read: one round trip). */
export const quotePlanChange = async ({
  db,
  brandId,
  input,
}: {
  db: Db;
  brandId: string;
  input: { plan: string; period: TBillingPeriod };
}) => {
  const [[current], [plan]] = await db.batch([
    currentSubscriptionQuery({ db, brandId }),
    planQuery({ db, plan: input.plan }),
  ]);
  return planChangeOf({ current: foundSubscription(current), plan: foundPlan(plan), input });
};

/**
 * What choosing `plan` and `period` means for this brand: a new subscription through hosted checkout, an upgrade
 * charged now with proration, or a downgrade that waits for the end of the paid period. Refuses (409) the plan
 * already in force, Enterprise (sold by a person), Free (that is a cancellation) and changes while a renewal has
 * failed.
 */
export const planChangeOf = ({
  current,
  plan,
  input,
  now = Date.now(),
}: {
  current: CurrentSubscription;
  plan: PlanRow;
  input: { plan: string; period: TBillingPeriod };
  now?: number;
}): PlanChange => {
  if (CONTACT_SALES_TIERS.has(plan.membershipTier))
    throw new AppError('contact_sales', `${plan.name} is arranged with our team: contact us and we will set it up.`, {
      status: 409,
    });
  const price = priceOf(plan, input.period);
  if (price <= 0)
    throw new AppError(
      'use_cancel',
      'To move to Free, cancel your subscription: it ends at the end of the paid period.',
      { status: 409 },
    );
  const { sub, plan: currentPlan } = current;
  if (!isProviderManaged(sub))
    return { kind: 'new', plan, period: input.period, dueTodayCents: price, effectiveAt: new Date(now).toISOString() };
  if (sub.status === 'past_due')
    throw new AppError(
      'subscription_past_due',
      'Your last payment failed. Update your payment before changing plans.',
      { status: 409 },
    );
  const currentPeriod = sub.billingPeriod!;
  if (currentPlan.id === plan.id && currentPeriod === input.period)
    throw new AppError(
      'already_on_plan',
      `You are already on ${plan.name} (${input.period === 'year' ? 'yearly' : 'monthly'}).`,
      { status: 409 },
    );
  if (rank(plan, input.period) < rank(currentPlan, currentPeriod)) {
    return { kind: 'downgrade', plan, period: input.period, dueTodayCents: 0, effectiveAt: sub.currentPeriodEnd };
  }
  const toSec = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : Math.floor(now / 1000));
  const { amountCents } = prorationCents({
    oldAmountCents: priceOf(currentPlan, currentPeriod),
    oldInterval: currentPeriod,
    newAmountCents: price,
    newInterval: input.period,
    periodStart: toSec(sub.currentPeriodStart),
    periodEnd: toSec(sub.currentPeriodEnd),
    now: Math.floor(now / 1000),
  });
  return {
    kind: 'upgrade',
    plan,
    period: input.period,
    dueTodayCents: amountCents,
    effectiveAt: new Date(now).toISOString(),
  };
};

export const quoteDto = (change: PlanChange): TPurchaseQuote => ({
  plan: planDto(change.plan),
  period: change.period,
  kind: change.kind,
  due_today_cents: change.dueTodayCents,
  recurring_cents: priceOf(change.plan, change.period),
  currency: change.plan.currency,
  effective_at: change.effectiveAt,
});
