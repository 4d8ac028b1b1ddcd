import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { subscriptions } from '../../db/schema';
import { freeBrand } from './brand-helpers';
import { clientFor, testDb } from './helpers';
import { payOnPage, planId } from './payments-helpers';

/** A freshly signed-up brand moved onto `plan` (Growth includes Creator Spend), with its own empty wallet. */
export const spendingBrand = async (plan = 'Growth') => {
  const brand = await freeBrand();
  await testDb()
    .update(subscriptions)
    .set({ planId: await planId(plan) })
    .where(eq(subscriptions.brandId, brand.brandId));
  const as = clientFor(brand.token);
  return { ...brand, as };
};

export type SpendingBrand = Awaited<ReturnType<typeof spendingBrand>>;

export const sessionIdOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').filter(Boolean).pop()!;

/** Tops up through the sandbox checkout (paid on the hosted page) and waits for the webhook to credit it. */
export const topUp = async (brand: SpendingBrand, amountCents: number, extra = '') => {
  const started = await brand.as.post('/brand/wallet/top-ups/', { json: { amount_cents: amountCents } });
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  const res = await payOnPage(sessionIdOf(started.json.checkout_url!), '4242 4242 4242 4242', extra);
  expect(res.status).toBe(303);
  await waitForTopUp(brand, started.json.id);
  return started.json.id as string;
};

const waitForTopUp = (brand: SpendingBrand, id: string) =>
  vi.waitFor(
    async () => {
      const res = await brand.as.get('/brand/wallet/top-ups/:id/', { param: { id } });
      expect(res.json.status).toBe('paid');
    },
    { timeout: 15_000, interval: 100 },
  );

export const walletOf = async (brand: SpendingBrand) => {
  const res = await brand.as.get('/brand/wallet/');
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as import('../../worker/schemas/wallet').TWallet;
};
