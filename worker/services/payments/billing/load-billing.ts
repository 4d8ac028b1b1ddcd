import { count, eq } from 'drizzle-orm';
import { brandMembers, plans, subscriptions } from '../../../../db/schema';
import type { Db } from '../../../lib/db';
import { AppError } from '../../../lib/errors';
import type { TBilling } from '../../../schemas/billing';
import type { ActingBrand } from '../../../lib/context';
import { planDto, priceOf } from '../plans/list-plans';
import { isProviderManaged } from '../plans/plan-change';
import { canManageBilling } from './billing-access';

type SubscriptionRow = typeof subscriptions.$inferSelect;
type PlanRow = typeof plans.$inferSelect;
type BillingFacts = { sub: SubscriptionRow | undefined; plans: PlanRow[]; seats: number };

/** The statements the billing page is made of: the brand's subscription, the plans, the seats used. */
export const billingStatements = ({ db, brandId }: { db: Db; brandId: string }) =>
  [
    db.select().from(subscriptions).where(eq(subscriptions.brandId, brandId)).limit(1),
    db.select().from(plans),
    db.select({ n: count() }).from(brandMembers).where(eq(brandMembers.brandId, brandId)),
  ] as const;

/** `GET /api/payment/brand/billing/`: the plan in force, its period and next charge, seats and card, in one round trip. */
export const loadBilling = async ({ db, acting }: { db: Db; acting: ActingBrand }): Promise<TBilling> => {
  const [[sub], planRows, seatRows] = await db.batch([...billingStatements({ db, brandId: acting.brandId })]);
  return billingOf(acting, { sub, plans: planRows, seats: seatRows[0]?.n ?? 0 });
};

/** The billing page from its facts (the subscription as read, or as a state change's batch returned it). */
export const billingOf = (acting: ActingBrand, { sub, plans: planRows, seats }: BillingFacts): TBilling => {
  const plan = planRows.find((p) => p.id === sub?.planId);
  if (!sub || !plan) throw new AppError('not_found', 'This brand has no subscription record.');
  const pending = sub.pendingPlanId ? planRows.find((p) => p.id === sub.pendingPlanId) : undefined;
  const managed = isProviderManaged(sub);
  const nextPlan = pending ?? plan;
  const nextPeriod = (pending ? sub.pendingBillingPeriod : null) ?? sub.billingPeriod;
  return {
    plan: planDto(plan),
    period: sub.billingPeriod,
    status: sub.status,
    current_period_start: sub.currentPeriodStart,
    current_period_end: sub.currentPeriodEnd,
    next_charge:
      managed && !sub.cancelAtPeriodEnd && sub.currentPeriodEnd && nextPeriod
        ? { amount_cents: priceOf(nextPlan, nextPeriod), currency: nextPlan.currency, at: sub.currentPeriodEnd }
        : null,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    pending_change:
      pending && sub.pendingChangeAt
        ? { plan: planDto(pending), period: sub.pendingBillingPeriod, at: sub.pendingChangeAt }
        : null,
    grace_until: sub.status === 'past_due' ? sub.graceUntil : null,
    seats: { used: seats, included: plan.seats },
    payment_method: sub.cardBrand && sub.cardLast4 ? { brand: sub.cardBrand, last4: sub.cardLast4 } : null,
    can_manage: canManageBilling(acting),
    is_provider_managed: managed,
  };
};
