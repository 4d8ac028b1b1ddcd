import { and, eq } from 'drizzle-orm';
import { paymentCheckouts, subscriptions } from '../../../../db/schema';
import type { Env } from '../../../env';
import type { Db } from '../../../lib/db';
import type { BatchItem } from 'drizzle-orm/batch';
import { abortUnlessChanged, runGuardedBatch } from '../../../lib/guarded-batch';
import { AppError } from '../../../lib/errors';
import type { TCheckoutInput, TCheckoutResult, TPlanChangeKind } from '../../../schemas/plans';
import type { ActingBrand } from '../../../lib/context';
import { assertCanManageBilling } from '../billing/billing-access';
import { providerForEnv } from '../provider/provider-for-env';
import type { CheckoutLineItem, PaymentProvider } from '../provider/types';
import { foundPlan, planQuery, priceOf, type PlanRow } from './list-plans';
import {
  currentSubscriptionQuery,
  foundSubscription,
  planChangeOf,
  type CurrentSubscription,
  type PlanChange,
} from './plan-change';

type CheckoutRow = typeof paymentCheckouts.$inferSelect;
import { stripePriceId } from './price-ids';
import { paths } from '../../../schemas/app-paths';
import { changeStamp } from '../events/subscription-state';

/** `user` is complete only after the first batch on a folded request: its e-mail is read after it. */
type Input = {
  db: Db;
  env: Env;
  acting: ActingBrand;
  user: { email: string };
  input: TCheckoutInput;
  idempotencyKey?: string;
};

const appUrl = (env: Env, path: string) => new URL(path, env.PUBLIC_URL).toString();

const lineItem = (env: Env, plan: PlanRow, period: 'month' | 'year'): CheckoutLineItem => ({
  name: `${plan.name} plan (${period === 'year' ? 'yearly' : 'monthly'})`,
  amountCents: priceOf(plan, period),
  currency: plan.currency,
  interval: period,
  providerPriceId: stripePriceId({ env, tier: plan.membershipTier, period }),
});

const toUnix = (iso: string | null) => (iso ? String(Math.floor(Date.parse(iso) / 1000)) : '');

/**
 * Runs the change at the provider (Stripe: HTTP now; the sandbox: nothing yet); returns where the browser goes next,
 * the provider's rows to write with ours and what it announces once they are written.
 */
const perform = async (
  provider: PaymentProvider,
  env: Env,
  ctx: { brandId: string; email: string; key: string; read: unknown[] },
  current: CurrentSubscription,
  change: PlanChange,
) => {
  const tier = change.plan.membershipTier;
  const base = {
    purpose: 'subscription',
    brand_id: ctx.brandId,
    plan_id: change.plan.id,
    period: change.period,
    ...changeStamp(),
  };
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
    return { url: session.url, writes: session.writes, announce: async () => {} };
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
  const { writes, announce } = await provider.changeSubscriptionPrice({
    subscriptionId,
    lineItem: lineItem(env, change.plan, change.period),
    prorate: change.kind === 'upgrade',
    metadata,
    idempotencyKey: `plan-change-${ctx.brandId}-${ctx.key}`,
    read: ctx.read,
  });
  return { url: appUrl(env, `${paths.brand.billing.getHref()}?change=${change.kind}&plan=${tier}`), writes, announce };
};

const kindOf = (purpose: string): TPlanChangeKind =>
  purpose === 'subscription.upgrade' ? 'upgrade' : purpose === 'subscription.downgrade' ? 'downgrade' : 'new';

/**
 * `POST /api/payment/brand/checkout/`: buys or changes the plan. A retried request with the same Idempotency-Key
 * answers what the first one did; a refused one writes nothing, so its key stays free for the next try.
 *
 * Two round trips (issue 15): one read (the key's checkout, the subscription with its plan, the plan chosen and the
 * provider's own subscription; on a folded request the session rides in it, and the role is known only after it),
 * the provider's call (Stripe: HTTP; the sandbox: nothing), then one guarded batch with the checkout (once per key),
 * a downgrade's pending plan and the provider's own rows. Of requests racing with one key, one writes and the others
 * answer the same checkout (the provider's objects follow from the key). `announce` (after the batch) delivers
 * the sandbox's webhooks.
 */
export const startCheckout = async ({
  db,
  env,
  acting,
  user,
  input,
  idempotencyKey,
}: Input): Promise<{ result: TCheckoutResult; announce: () => Promise<void> }> => {
  const key = idempotencyKey ?? crypto.randomUUID();
  const provider = providerForEnv({ env, db });
  const providerRead = provider.subscriptionRead(acting.brandId);
  const [[existing], [current], [plan], read = []] = (await db.batch([
    db
      .select()
      .from(paymentCheckouts)
      .where(and(eq(paymentCheckouts.brandId, acting.brandId), eq(paymentCheckouts.idempotencyKey, key)))
      .limit(1),
    currentSubscriptionQuery({ db, brandId: acting.brandId }),
    planQuery({ db, plan: input.plan }),
    ...(providerRead ? [providerRead] : []),
  ])) as unknown as [CheckoutRow[], CurrentSubscription[], PlanRow[], unknown[]?];
  assertCanManageBilling(acting);
  const none = async () => {};
  if (existing) {
    if (!existing.url)
      throw new AppError('request_in_progress', 'This request is still being processed. Try again in a moment.', {
        status: 409,
      });
    return { result: { checkout_url: existing.url, kind: kindOf(existing.purpose) }, announce: none };
  }
  const found = foundSubscription(current);
  const change = planChangeOf({ current: found, plan: foundPlan(plan), input });
  const { url, writes, announce } = await perform(
    provider,
    env,
    { brandId: acting.brandId, email: user.email, key, read },
    found,
    change,
  );
  const result = { checkout_url: url, kind: change.kind };
  const pending =
    change.kind === 'downgrade'
      ? [
          db
            .update(subscriptions)
            .set({
              pendingPlanId: change.plan.id,
              pendingBillingPeriod: change.period,
              pendingChangeAt: found.sub.currentPeriodEnd,
            })
            .where(eq(subscriptions.brandId, acting.brandId)),
        ]
      : [];
  try {
    await runGuardedBatch(
      db,
      [
        db
          .insert(paymentCheckouts)
          .values({
            brandId: acting.brandId,
            idempotencyKey: key,
            purpose: `subscription.${change.kind}`,
            providerSessionId: '',
            url,
          })
          .onConflictDoNothing(),
        abortUnlessChanged(db),
        ...pending,
        ...(writes as BatchItem<'sqlite'>[]),
      ],
      'Another request with this Idempotency-Key made the change.',
    );
  } catch (e) {
    // Another request with this key wrote first: its checkout is this one (the provider's follows from the key).
    if (e instanceof AppError && e.code === 'conflict') return { result, announce: none };
    throw e;
  }
  return { result, announce };
};
