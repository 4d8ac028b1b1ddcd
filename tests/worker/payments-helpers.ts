import { SELF } from 'cloudflare:test';
import { eq, sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { paymentEvents, plans, subscriptions } from '../../db/schema';
import { SANDBOX_WEBHOOK_SECRET } from '../../worker/services/payments/webhook/secrets';
import { signPaymentPayload } from '../../worker/services/payments/webhook/signature';
import { createSandboxPaymentProvider } from '../../worker/services/payments/provider/sandbox/provider';
import type { SandboxDelivery } from '../../worker/services/payments/provider/sandbox/deliver';
import type { PaymentProvider, ProviderWrites } from '../../worker/services/payments/provider/types';
import { callRaw, testDb, testEnv } from './helpers';

export const nowSec = () => Math.floor(Date.now() / 1000);

/** Runs the provider rows a call returns, as the product's callers do in their own batch. */
const committed = async <T extends { writes: ProviderWrites }>(result: T) => {
  if (result.writes.length) await testDb().batch(result.writes as [ProviderWrites[number]]);
  return result;
};

/** The sandbox provider as tests call it directly: what a call creates is written (and announced) before it answers. */
export const sandbox = (delivery?: SandboxDelivery): PaymentProvider => {
  const provider = createSandboxPaymentProvider({ db: testDb(), env: testEnv, delivery });
  return {
    ...provider,
    createCheckoutSession: async (input) => committed(await provider.createCheckoutSession(input)),
    createPayoutAccount: async (input) => committed(await provider.createPayoutAccount(input)),
    createPayoutOnboardingLink: async (input) => committed(await provider.createPayoutOnboardingLink(input)),
    setCancelAtPeriodEnd: async (input) => {
      const change = await committed(await provider.setCancelAtPeriodEnd(input));
      await change.announce();
      return change;
    },
  };
};

export const planId = async (name: string) =>
  (await testDb().select({ id: plans.id }).from(plans).where(eq(plans.name, name)).limit(1))[0]!.id;

export const paymentEvent = (type: string, object: Record<string, unknown> & { id: string }, created = nowSec()) => ({
  id: `evt_test_${crypto.randomUUID().replaceAll('-', '')}`,
  object: 'event',
  type,
  created,
  data: { object },
});

/** Posts a raw body to the payment webhook with a Stripe-Signature made from `secret` at time `t`. */
export const postSigned = async (
  body: string,
  { secret = SANDBOX_WEBHOOK_SECRET, t = nowSec(), header }: { secret?: string; t?: number; header?: string } = {},
) =>
  callRaw('/api/webhooks/payments/', {
    rawBody: body,
    headers: { 'stripe-signature': header ?? (await signPaymentPayload({ secret, body, timestamp: t })) },
  });

export const deliver = (event: object) => postSigned(JSON.stringify(event));

export const subscriptionRow = async (brandId: string) =>
  (await testDb().select().from(subscriptions).where(eq(subscriptions.brandId, brandId)).limit(1))[0]!;

/** Waits until every stored event is applied by the queue consumer. */
export const waitForApplied = (ids: string[]) =>
  vi.waitFor(
    async () => {
      for (const id of ids) {
        const [row] = await testDb()
          .select({ appliedAt: paymentEvents.appliedAt })
          .from(paymentEvents)
          .where(eq(paymentEvents.id, id));
        expect(row?.appliedAt, `event ${id} applied`).toBeTruthy();
      }
    },
    { timeout: 15_000, interval: 100 },
  );

/** Stored events about one provider object (by `data.object.id`), oldest first. */
export const eventsAbout = (objectId: string) =>
  testDb()
    .select()
    .from(paymentEvents)
    .where(sql`json_extract(${paymentEvents.payload}, '$.data.object.id') = ${objectId}`)
    .orderBy(paymentEvents.created);

export const waitForAllApplied = async (objectId: string, count: number) => {
  const rows = await vi.waitFor(
    async () => {
      const rows = await eventsAbout(objectId);
      expect(rows.length).toBeGreaterThanOrEqual(count);
      expect(rows.every((r) => r.appliedAt)).toBe(true);
      return rows;
    },
    { timeout: 15_000, interval: 100 },
  );
  return rows;
};

/** A sandbox checkout for `plan` bought by `brandId`, paid on the hosted page; returns the session. */
export const buyInSandbox = async (
  brandId: string,
  plan: string,
  { period = 'month', delivery = '' }: { period?: 'month' | 'year'; delivery?: string } = {},
) => {
  const id = await planId(plan);
  const session = await sandbox().createCheckoutSession({
    mode: 'subscription',
    brandId,
    customerEmail: 'buyer@example.test',
    lineItem: { name: `${plan} plan`, amountCents: 79_900, currency: 'USD', interval: period },
    successUrl: `${testEnv.PUBLIC_URL}/brand/billing?checkout=success`,
    cancelUrl: `${testEnv.PUBLIC_URL}/brand/payment/cancel`,
    metadata: { purpose: 'subscription', brand_id: brandId, plan_id: id, period },
  });
  const res = await payOnPage(session.id, '4242 4242 4242 4242', delivery);
  expect(res.status).toBe(303);
  return session;
};

export const payOnPage = async (sessionId: string, card: string, extra = '', action = 'pay') =>
  SELF_fetch(
    `/dev/checkout/${sessionId}`,
    `action=${action}&card_number=${encodeURIComponent(card)}&expiry=12%2F34&cvc=123${extra}`,
  );

export const SELF_fetch = (path: string, form?: string) =>
  SELF.fetch(
    `http://localhost${path}`,
    form === undefined
      ? { redirect: 'manual' }
      : {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
        },
  );

/** The brand's provider subscription id once the checkout's webhooks are applied. */
export const paidSubscriptionId = (brandId: string) =>
  vi.waitFor(
    async () => {
      const { providerSubscriptionId } = await subscriptionRow(brandId);
      expect(providerSubscriptionId).toBeTruthy();
      return providerSubscriptionId!;
    },
    { timeout: 15_000, interval: 100 },
  );
