import { expect, vi } from 'vitest';
import type { ApiBody } from './api';
import { api } from './helpers';
import { payOnPage, subscriptionRow } from './payments-helpers';

export const checkout = (token: string, json: ApiBody<'/payment/brand/checkout/', 'post'>, key?: string) =>
  api.post('/payment/brand/checkout/', { token, json, headers: key ? { 'idempotency-key': key } : {} });

export const sessionIdOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!;

/** Buys `plan` through our own API and the sandbox's hosted page, then waits until the webhooks put it in force. */
export const buyViaApi = async (
  token: string,
  brandId: string,
  plan: 'starter' | 'growth',
  period: 'month' | 'year' = 'month',
) => {
  const res = await checkout(token, { plan, period });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  expect(res.json.kind).toBe('new');
  expect((await payOnPage(sessionIdOf(res.json.checkout_url), '4242 4242 4242 4242')).status).toBe(303);
  await waitForPlan(token, plan);
  // The plan's invoice arrives in its own webhook, which may come after the plan's: wait for it too, so an invoice
  // the test makes next is always the newer one.
  await vi.waitFor(
    async () => {
      const invoices = await api.get('/payment/brand/invoices/', { token });
      expect(invoices.json.results.some((i) => i.status === 'paid')).toBe(true);
    },
    { timeout: 15_000, interval: 100 },
  );
  return subscriptionRow(brandId);
};

/** Waits until the subscription record (what the web app reads) shows `tier`. */
export const waitForPlan = (token: string, tier: string) =>
  vi.waitFor(
    async () => {
      const sub = await api.get('/payment/brand/subscription/', { token });
      expect(sub.json.membership_tier).toBe(tier);
      return sub.json;
    },
    { timeout: 15_000, interval: 100 },
  );
