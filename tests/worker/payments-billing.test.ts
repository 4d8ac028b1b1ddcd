import { createScheduledController } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { campaigns, subscriptions } from '../../db/schema';
import { ZBilling, ZInvoicePage, ZReceipt } from '../../worker/schemas/billing';
import { runScheduledWork } from '../../worker/scheduled';
import { CREATOR, MEMBER, NORTHWIND, OWNER, STRATEGIST, as } from './accounts';
import { actingFor, freeBrand, publishableCampaign } from './brand-helpers';
import { api, testDb, testEnv } from './helpers';
import { subscriptionRow } from './payments-helpers';
import { buyViaApi, checkout, waitForPlan } from './payments-plans-helpers';

const billing = async (token: string) => {
  const res = await api.get('/payment/brand/billing/', { token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return ZBilling.parse(res.json);
};

const renew = (brandId: string, outcome: 'paid' | 'failed') =>
  api.post('/dev/payments/sandbox/renewal/', { json: { brand_id: brandId, outcome } });

describe('billing (happy)', () => {
  it('a Free brand sees Free, no next charge, its seats and that it may change the plan', async () => {
    const { token } = await freeBrand();
    const b = await billing(token);
    expect(b).toMatchObject({
      period: null,
      status: 'active',
      next_charge: null,
      payment_method: null,
      seats: { used: 1, included: 1 },
      can_manage: true,
      is_provider_managed: false,
      pending_change: null,
    });
    expect(b.plan.name).toBe('Free');
  });

  it('after buying: plan, period, next charge, card and the invoice with its receipt', async () => {
    const { token, brandId } = await freeBrand();
    await buyViaApi(token, brandId, 'growth', 'year');
    const b = await vi.waitFor(async () => {
      const b = await billing(token);
      expect(b.payment_method).toEqual({ brand: 'visa', last4: '4242' });
      return b;
    });
    expect(b).toMatchObject({
      period: 'year',
      status: 'active',
      is_provider_managed: true,
      seats: { used: 1, included: 5 },
    });
    expect(b.next_charge).toEqual({ amount_cents: 799_000, currency: 'USD', at: b.current_period_end });
    expect(Date.parse(b.current_period_end!) - Date.parse(b.current_period_start!)).toBeGreaterThan(364 * 86_400_000);

    const list = ZInvoicePage.parse(
      (await api.get('/payment/brand/invoices/', { query: { page: '1', page_size: '10' }, token })).json,
    );
    expect(list).toMatchObject({ count: 1, next: null, previous: null });
    expect(list.results[0]).toMatchObject({
      amount_cents: 799_000,
      currency: 'USD',
      status: 'paid',
      plan_name: 'Growth',
      card_last4: '4242',
    });
    expect(list.results[0]!.number).toMatch(/^SBX-/);
    const receipt = ZReceipt.parse(
      (await api.get('/payment/brand/invoices/:id/', { param: { id: list.results[0]!.id }, token })).json,
    );
    expect(receipt).toMatchObject({ brand_name: 'Free Brand Co', number: list.results[0]!.number });
  });

  it('cancel ends the plan at the end of the period (no next charge), resume keeps it; the renewal of a cancelled plan lands on Free', async () => {
    const { token, brandId } = await freeBrand();
    await buyViaApi(token, brandId, 'starter');
    const cancelled = await api.post('/payment/brand/subscription/cancel/', { token });
    expect(cancelled.status).toBe(200);
    expect(ZBilling.parse(cancelled.json)).toMatchObject({ cancel_at_period_end: true, next_charge: null });
    expect((await api.post('/payment/brand/subscription/cancel/', { token })).error.code).toBe('already_canceling');
    // Still Starter until the period ends.
    expect((await billing(token)).plan.name).toBe('Starter');
    const resumed = await api.post('/payment/brand/subscription/resume/', { token });
    expect(ZBilling.parse(resumed.json)).toMatchObject({ cancel_at_period_end: false });
    expect((await api.post('/payment/brand/subscription/resume/', { token })).error.code).toBe('not_canceling');

    await api.post('/payment/brand/subscription/cancel/', { token });
    await vi.waitFor(async () => expect((await subscriptionRow(brandId)).providerStateAt).toBeGreaterThan(0));
    expect((await renew(brandId, 'paid')).json.status).toBe('canceled');
    await waitForPlan(token, 'free');
    expect(await billing(token)).toMatchObject({
      cancel_at_period_end: false,
      is_provider_managed: false,
      next_charge: null,
    });
  });

  it('a downgrade waits for the end of the paid period, then the renewal bills and applies the lower plan', async () => {
    const { token, brandId } = await freeBrand();
    await buyViaApi(token, brandId, 'growth');
    const res = await checkout(token, { plan: 'starter', period: 'month' });
    expect(res.json.kind).toBe('downgrade');
    const b = await billing(token);
    expect(b.plan.name).toBe('Growth');
    expect(b.pending_change).toMatchObject({ plan: { name: 'Starter' }, period: 'month', at: b.current_period_end });
    expect(b.next_charge).toMatchObject({ amount_cents: 29_900 });
    // The provider's own confirmation keeps Growth in force too.
    await vi.waitFor(async () => expect((await subscriptionRow(brandId)).pendingPlanId).toBeTruthy(), {
      timeout: 15_000,
    });
    expect((await api.get('/payment/brand/subscription/', { token })).json.membership_tier).toBe('growth');

    expect((await renew(brandId, 'paid')).status).toBe(200);
    await waitForPlan(token, 'starter');
    const after = await billing(token);
    expect(after.pending_change).toBeNull();
    const invoices = ZInvoicePage.parse((await api.get('/payment/brand/invoices/', { token })).json);
    expect(invoices.results[0]).toMatchObject({ amount_cents: 29_900, plan_name: 'Starter' });
  });
});

describe('failed renewal, grace period and fallback', () => {
  it('past_due keeps the paid features for 7 days, then the scheduled handler falls back to Free keeping the data', async () => {
    const { token, brandId } = await freeBrand();
    await buyViaApi(token, brandId, 'growth');
    const draft = await api.post('/brand/campaign/create/', {
      token,
      json: publishableCampaign('Kept through a failed renewal'),
    });
    expect(draft.status, JSON.stringify(draft.json)).toBe(201);
    expect((await renew(brandId, 'failed')).json.status).toBe('past_due');
    const sub = await vi.waitFor(
      async () => {
        const s = (await api.get('/payment/brand/subscription/', { token })).json;
        expect(s.status).toBe('past_due');
        return s;
      },
      { timeout: 15_000 },
    );
    expect(sub.membership_tier).toBe('growth');
    const graceDays = (Date.parse(sub.grace_until!) - Date.now()) / 86_400_000;
    expect(graceDays).toBeGreaterThan(6.9);
    expect(graceDays).toBeLessThanOrEqual(7);
    expect((await billing(token)).grace_until).toBe(sub.grace_until);
    expect((await checkout(token, { plan: 'starter', period: 'month' })).error.code).toBe('subscription_past_due');

    // A scheduled run inside the grace period changes nothing; after it the brand is on Free.
    await runScheduledWork(createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }), testEnv);
    expect((await subscriptionRow(brandId)).status).toBe('past_due');
    await testDb()
      .update(subscriptions)
      .set({ graceUntil: new Date(Date.now() - 1000).toISOString() })
      .where(eq(subscriptions.brandId, brandId));
    await runScheduledWork(createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }), testEnv);
    const fallen = (await api.get('/payment/brand/subscription/', { token })).json;
    expect(fallen).toMatchObject({ membership_tier: 'free', status: 'active', grace_until: null });
    expect(await testDb().select().from(campaigns).where(eq(campaigns.brandId, brandId))).toHaveLength(1);
  });
});

describe('billing (security)', () => {
  it('anonymous is 401, a creator 403; a member and a strategist read billing but cannot cancel', async () => {
    expect((await api.get('/payment/brand/billing/')).status).toBe(401);
    expect((await api.get('/payment/brand/invoices/')).status).toBe(401);
    expect((await as(CREATOR).get('/payment/brand/billing/')).status).toBe(403);
    const member = await as(MEMBER).get('/payment/brand/billing/');
    expect(ZBilling.parse(member.json)).toMatchObject({ can_manage: false });
    expect((await as(MEMBER).post('/payment/brand/subscription/cancel/')).status).toBe(403);
    const headers = await actingFor('Acme Outdoors');
    const strategist = await as(STRATEGIST).get('/payment/brand/billing/', { headers });
    expect(ZBilling.parse(strategist.json)).toMatchObject({ can_manage: false, plan: { name: 'Growth' } });
    expect((await as(STRATEGIST).post('/payment/brand/subscription/resume/', { headers })).status).toBe(403);
    expect((await as(OWNER).post('/payment/brand/subscription/cancel/')).error.code).toBe('no_paid_subscription');
  });

  it('another brand’s receipt is 404; a malformed id is 400; bad pages are 400', async () => {
    const { token, brandId } = await freeBrand();
    await buyViaApi(token, brandId, 'starter');
    const mine = ZInvoicePage.parse((await api.get('/payment/brand/invoices/', { token })).json).results[0]!;
    expect((await as(NORTHWIND).get('/payment/brand/invoices/:id/', { param: { id: mine.id } })).status).toBe(404);
    expect(
      (await as(NORTHWIND).get('/payment/brand/invoices/')).json.results.map((i: { id: string }) => i.id),
    ).not.toContain(mine.id);
    expect((await api.get('/payment/brand/invoices/:id/', { param: { id: 'not-a-uuid' }, token })).status).toBe(400);
    expect((await api.get('/payment/brand/invoices/', { query: { page: '0' }, token })).status).toBe(400);
    expect((await api.get('/payment/brand/invoices/', { query: { page_size: '500' }, token })).status).toBe(400);
  });
});
