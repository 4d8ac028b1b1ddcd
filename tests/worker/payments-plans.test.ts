import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { paymentCheckouts, sandboxCheckoutSessions } from '../../db/schema';
import { ZCheckoutResult, ZPlanList, ZPurchaseQuote } from '../../worker/schemas/plans';
import { ZSubscription } from '../../worker/schemas/subscription';
import { CREATOR, MEMBER, OWNER, STRATEGIST, as } from './accounts';
import { actingFor, freeBrand } from './brand-helpers';
import { api, callRaw, testDb, testEnv } from './helpers';
import { payOnPage } from './payments-helpers';
import { buyViaApi, checkout, sessionIdOf, waitForPlan } from './payments-plans-helpers';

describe('public plans', () => {
  it('lists Free, Starter, Growth and Enterprise with prices, seats, fee and every feature, without a session', async () => {
    const res = await api.get('/payment/plans/');
    expect(res.status).toBe(200);
    const { results } = ZPlanList.parse(res.json);
    expect(results.map((p) => p.name)).toEqual(['Free', 'Starter', 'Growth', 'Enterprise']);
    const growth = results.find((p) => p.name === 'Growth')!;
    expect(growth).toMatchObject({
      price_monthly_cents: 79_900,
      price_yearly_cents: 799_000,
      seats: 5,
      platform_fee_bps: 800,
      is_contact_sales: false,
    });
    expect(Object.keys(growth.features)).toHaveLength(17);
    expect(growth.features['Campaign Metrics Report']).toBe(true);
    expect(results[0]!.features['Campaign Metrics Report']).toBe(false);
    expect(results.find((p) => p.name === 'Enterprise')!.is_contact_sales).toBe(true);
  });
});

describe('purchase quote', () => {
  it('a Free brand pays the full price today for a new plan, monthly or yearly', async () => {
    const { token } = await freeBrand();
    const month = ZPurchaseQuote.parse(
      (
        await api.get('/payment/brand/checkout/quote/', {
          query: { plan: 'growth', period: 'month' },
          token,
        })
      ).json,
    );
    expect(month).toMatchObject({ kind: 'new', due_today_cents: 79_900, recurring_cents: 79_900, currency: 'USD' });
    const year = ZPurchaseQuote.parse(
      (
        await api.get('/payment/brand/checkout/quote/', {
          query: { plan: 'starter', period: 'year' },
          token,
        })
      ).json,
    );
    expect(year).toMatchObject({ kind: 'new', due_today_cents: 299_000 });
  });

  it('refuses Enterprise (contact us), Free (that is a cancellation) and unknown plans clearly', async () => {
    const { token } = await freeBrand();
    const enterprise = await api.get('/payment/brand/checkout/quote/', {
      query: { plan: 'enterprise' },
      token,
    });
    expect(enterprise).toMatchObject({ status: 409, json: { code: 'contact_sales' } });
    expect((await api.get('/payment/brand/checkout/quote/', { query: { plan: 'free' }, token })).error.code).toBe(
      'use_cancel',
    );
    const unknown = await api.get('/payment/brand/checkout/quote/', { query: { plan: 'platinum' }, token });
    expect(unknown.status).toBe(400);
    expect(unknown.error.fields.plan).toBeDefined();
    expect((await callRaw('/api/payment/brand/checkout/quote/?plan=growth&period=week', { token })).status).toBe(400);
  });
});

describe('checkout (happy)', () => {
  it('opens the hosted checkout; paying it puts Growth in force with its features at once', async () => {
    const { token } = await freeBrand();
    const res = await checkout(token, { plan: 'growth', period: 'month' });
    expect(res.status).toBe(200);
    const { checkout_url, kind } = ZCheckoutResult.parse(res.json);
    expect(kind).toBe('new');
    expect(checkout_url).toMatch(new RegExp(`^${testEnv.PUBLIC_URL}/dev/checkout/cs_`));
    const [session] = await testDb()
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionIdOf(checkout_url)));
    expect(session).toMatchObject({
      mode: 'subscription',
      amountCents: 79_900,
      interval: 'month',
      itemName: 'Growth plan (monthly)',
    });
    expect(session!.successUrl).toBe(`${testEnv.PUBLIC_URL}/brand/billing?checkout=success&plan=growth`);
    expect(session!.cancelUrl).toBe(`${testEnv.PUBLIC_URL}/brand/payment/cancel?plan=growth&period=month`);

    const paid = await payOnPage(sessionIdOf(checkout_url), '4242 4242 4242 4242');
    expect(paid.headers.get('location')).toBe(session!.successUrl);
    const sub = await vi.waitFor(
      async () => {
        const s = ZSubscription.parse((await api.get('/payment/brand/subscription/', { token })).json);
        expect(s.membership_tier).toBe('growth');
        return s;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(sub).toMatchObject({
      status: 'active',
      billing_period: 'month',
      cancel_at_period_end: false,
      grace_until: null,
    });
    expect(sub.allowed_features['Campaign Metrics Report']).toBe(true);
  });

  it('the same Idempotency-Key gives the same checkout, even in parallel; another key opens another', async () => {
    const { token, brandId } = await freeBrand();
    const key = `key-${crypto.randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => checkout(token, { plan: 'starter', period: 'year' }, key)),
    );
    const urls = new Set(results.filter((r) => r.status === 200).map((r) => r.json.checkout_url));
    expect(urls.size).toBe(1);
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect((await checkout(token, { plan: 'starter', period: 'year' }, key)).json.checkout_url).toBe([...urls][0]);
    expect(await testDb().select().from(paymentCheckouts).where(eq(paymentCheckouts.brandId, brandId))).toHaveLength(1);
    const other = await checkout(token, { plan: 'starter', period: 'year' }, `key-${crypto.randomUUID()}`);
    expect(other.json.checkout_url).not.toBe([...urls][0]);
  });

  it('a refused request frees its key: the same key works once the request is valid', async () => {
    const { token } = await freeBrand();
    const key = `key-${crypto.randomUUID()}`;
    expect((await checkout(token, { plan: 'enterprise', period: 'month' }, key)).status).toBe(409);
    expect((await checkout(token, { plan: 'growth', period: 'month' }, key)).status).toBe(200);
  });
});

describe('plan changes of a paid subscription', () => {
  it('upgrades at once with a prorated charge today', async () => {
    const { token, brandId } = await freeBrand();
    await buyViaApi(token, brandId, 'starter');
    const quote = ZPurchaseQuote.parse(
      (
        await api.get('/payment/brand/checkout/quote/', {
          query: { plan: 'growth', period: 'month' },
          token,
        })
      ).json,
    );
    expect(quote.kind).toBe('upgrade');
    // Just after the period began: almost the whole difference (799 − 299), never more.
    expect(quote.due_today_cents).toBeGreaterThan(49_000);
    expect(quote.due_today_cents).toBeLessThanOrEqual(50_000);
    const res = await checkout(token, { plan: 'growth', period: 'month' });
    expect(res.json).toEqual({
      kind: 'upgrade',
      checkout_url: `${testEnv.PUBLIC_URL}/brand/billing?change=upgrade&plan=growth`,
    });
    await waitForPlan(token, 'growth');
    const invoices = await api.get('/payment/brand/invoices/', { token });
    expect(invoices.json.results[0]).toMatchObject({
      description: 'Growth plan (monthly) (prorated upgrade)',
      status: 'paid',
    });
  });

  it('refuses the plan already in force and any change by a member, a strategist or a creator', async () => {
    const { token, brandId } = await freeBrand();
    await buyViaApi(token, brandId, 'growth');
    expect((await checkout(token, { plan: 'growth', period: 'month' })).error.code).toBe('already_on_plan');
    expect(
      (await as(MEMBER).post('/payment/brand/checkout/', { json: { plan: 'growth', period: 'month' } })).status,
    ).toBe(403);
    const strategist = await as(STRATEGIST).post('/payment/brand/checkout/', {
      json: { plan: 'growth', period: 'month' },
      headers: await actingFor('Acme Outdoors'),
    });
    expect(strategist.status).toBe(403);
    expect(
      (await as(CREATOR).post('/payment/brand/checkout/', { json: { plan: 'growth', period: 'month' } })).status,
    ).toBe(403);
    expect((await api.post('/payment/brand/checkout/', { json: { plan: 'growth', period: 'month' } })).status).toBe(
      401,
    );
    expect((await as(OWNER).raw('/api/payment/brand/checkout/', { body: { plan: 'growth' } })).status).toBe(400);
    expect((await as(OWNER).raw('/api/payment/brand/checkout/', { body: 'nonsense' })).status).toBe(400);
  });
});
