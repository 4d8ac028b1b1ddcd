import { and, eq } from 'drizzle-orm';
import { paymentCheckouts, subscriptions } from '../../../../db/schema';
import type { Env } from '../../../env';
import type { Db } from '../../../lib/db';
import { AppError } from '../../../lib/errors';
import type { TCheckoutInput, TCheckoutResult, TPlanChangeKind } from '../../../schemas/plans';
import type { ActingBrand } from '../../../lib/context';
import { assertCanManageBilling } from '../billing/billing-access';
import { providerForEnv } from '../provider/provider-for-env';
import type { CheckoutLineItem, PaymentProvider } from '../provider/types';
import { priceOf, type PlanRow } from './list-plans';
import { loadCurrentSubscription, planChangeFor, type CurrentSubscription, type PlanChange } from './plan-change';
import { stripePriceId } from './price-ids';
import { paths } from '../../../schemas/app-paths';

type Input = { db: Db; env: Env; acting: ActingBrand; email: string; input: TCheckoutInput; idempotencyKey?: string };

const appUrl = (env: Env, path: string) => new URL(path, env.PUBLIC_URL).toString();

const lineItem = (env: Env, plan: PlanRow, period: 'month' | 'year'): CheckoutLineItem => ({
  name: `${plan.name} plan (${period === 'year' ? 'yearly' : 'monthly'})`,
  amountCents: priceOf(plan, period),
  currency: plan.currency,
  interval: period,
  providerPriceId: stripePriceId({ env, tier: plan.membershipTier, period }),
});

const toUnix = (iso: string | null) => (iso ? String(Math.floor(Date.parse(iso) / 1000)) : '');

/** Runs the change at the provider; returns where the browser goes next and the provider's rows to write with ours. */
const perform = async (
  provider: PaymentProvider,
  env: Env,
  ctx: { brandId: string; email: string; key: string },
  current: CurrentSubscription,
  change: PlanChange,
) => {
  const tier = change.plan.membershipTier;
  const base = { purpose: 'subscription', brand_id: ctx.brandId, plan_id: change.plan.id, period: change.period };
  if (change.kind === 'new') {
    const session = await provider.createCheckoutSession({
      mode: 'subscription',
      brandId: ctx.brandId,
      customerEmail: ctx.email,
      customerId: current.sub.providerCustomerId,
      lineItem: lineItem(env, change.plan, change.period),
      successUrl: appUrl(env, `${paths.brand.billing.getHref()}?checkout=success&plan=${tier}`),
      cancelUrl: appUrl(env, `${paths.brand.paymentCancel.getHref()}?plan=${tier}&period=${change.period}`),
      metadata: base,
      idempotencyKey: `checkout-${ctx.brandId}-${ctx.key}`,
    });
    return { url: session.url, writes: session.writes };
  }
  const subscriptionId = current.sub.providerSubscriptionId!;
  // A downgrade goes to the provider now (so the renewal bills the new price) but the paid plan stays in force
  // until the period ends: the handlers read `previous_plan_id` / `plan_change_at` (subscription-state.ts).
  const metadata =
    change.kind === 'downgrade'
      ? {
          ...base,
          previous_plan_id: current.plan.id,
          previous_period: current.sub.billingPeriod ?? '',
          plan_change_at: toUnix(current.sub.currentPeriodEnd),
        }
      : { ...base, previous_plan_id: '', previous_period: '', plan_change_at: '' };
  await provider.changeSubscriptionPrice({
    subscriptionId,
    lineItem: lineItem(env, change.plan, change.period),
    prorate: change.kind === 'upgrade',
    metadata,
    idempotencyKey: `plan-change-${ctx.brandId}-${ctx.key}`,
  });
  return { url: appUrl(env, `${paths.brand.billing.getHref()}?change=${change.kind}&plan=${tier}`), writes: [] };
};

const kindOf = (purpose: string): TPlanChangeKind =>
  purpose === 'subscription.upgrade' ? 'upgrade' : purpose === 'subscription.downgrade' ? 'downgrade' : 'new';

/**
 * `POST /api/payment/brand/checkout/`: buys or changes the plan. The Idempotency-Key is reserved first (a unique
 * row per brand and key), so a retried or doubled request reuses the first answer and the provider is called
 * once; a failure frees the key for the next try.
 */
export const startCheckout = async ({
  db,
  env,
  acting,
  email,
  input,
  idempotencyKey,
}: Input): Promise<TCheckoutResult> => {
  assertCanManageBilling(acting);
  const key = idempotencyKey ?? crypto.randomUUID();
  const byKey = and(eq(paymentCheckouts.brandId, acting.brandId), eq(paymentCheckouts.idempotencyKey, key));
  const [reserved] = await db
    .insert(paymentCheckouts)
    .values({ brandId: acting.brandId, idempotencyKey: key, purpose: 'subscription', providerSessionId: '', url: '' })
    .onConflictDoNothing()
    .returning();
  if (!reserved) {
    const [existing] = await db.select().from(paymentCheckouts).where(byKey).limit(1);
    if (!existing?.url)
      throw new AppError('request_in_progress', 'This request is still being processed. Try again in a moment.', {
        status: 409,
      });
    return { checkout_url: existing.url, kind: kindOf(existing.purpose) };
  }
  try {
    const current = await loadCurrentSubscription({ db, brandId: acting.brandId });
    const change = await planChangeFor({ db, current, input });
    const { url, writes } = await perform(
      providerForEnv({ env, db }),
      env,
      { brandId: acting.brandId, email, key },
      current,
      change,
    );
    const pending =
      change.kind === 'downgrade'
        ? [
            db
              .update(subscriptions)
              .set({
                pendingPlanId: change.plan.id,
                pendingBillingPeriod: change.period,
                pendingChangeAt: current.sub.currentPeriodEnd,
              })
              .where(eq(subscriptions.brandId, acting.brandId)),
          ]
        : [];
    await db.batch([
      db
        .update(paymentCheckouts)
        .set({ purpose: `subscription.${change.kind}`, url })
        .where(eq(paymentCheckouts.id, reserved.id)),
      ...pending,
      ...writes,
    ]);
    return { checkout_url: url, kind: change.kind };
  } catch (e) {
    await db.delete(paymentCheckouts).where(eq(paymentCheckouts.id, reserved.id));
    throw e;
  }
};
