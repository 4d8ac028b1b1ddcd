import { SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { walletTopUps } from '../../db/schema';
import { ZTopUp, ZWalletTransactionPage } from '../../worker/schemas/wallet';
import { testDb } from './helpers';
import { eventsAbout, payOnPage, waitForAllApplied } from './payments-helpers';
import { sessionIdOf, spendingBrand, topUp, walletOf } from './spend-fixtures';

describe('wallet top-up (happy)', () => {
  it('credits the wallet once when the checkout webhook lands, even delivered three times out of order', async () => {
    const brand = await spendingBrand();
    const key = `top-up-${crypto.randomUUID()}`;
    const started = await brand.as.post('/brand/wallet/top-ups/', {
      json: { amount_cents: 12_000 },
      headers: { 'idempotency-key': key },
    });
    expect(started.status).toBe(201);
    const topUp = ZTopUp.parse(started.json);
    expect(topUp).toMatchObject({ status: 'pending', amount_cents: 12_000, currency: 'USD' });
    // A retried request with the same key is the same top-up.
    const again = await brand.as.post('/brand/wallet/top-ups/', {
      json: { amount_cents: 12_000 },
      headers: { 'idempotency-key': key },
    });
    expect(again.json.id).toBe(topUp.id);
    // Nothing is claimed before the money arrives.
    expect((await walletOf(brand)).available_cents).toBe(0);

    const sessionId = sessionIdOf(topUp.checkout_url!);
    expect((await payOnPage(sessionId, '4242 4242 4242 4242', '&delivery=shuffled&copies=3')).status).toBe(303);
    await waitForAllApplied(sessionId, 1);
    await vi.waitFor(
      async () =>
        expect((await brand.as.get('/brand/wallet/top-ups/:id/', { param: { id: topUp.id } })).json.status).toBe(
          'paid',
        ),
      { timeout: 15_000 },
    );
    expect((await eventsAbout(sessionId)).length).toBe(1);
    const wallet = await walletOf(brand);
    expect(wallet).toMatchObject({ available_cents: 12_000, topped_up_cents: 12_000, has_bought_creator_spend: true });

    const subscription = await brand.as.get('/payment/brand/subscription/');
    expect(subscription.json).toMatchObject({ total_creator_spend_available: 120, has_bought_creator_spend: true });
    const history = ZWalletTransactionPage.parse((await brand.as.get('/brand/wallet/transactions/')).json);
    expect(history.results.map((r) => [r.kind, r.available_change_cents])).toEqual([['top_up', 12_000]]);
  });

  it('refunds unused funds to the card; charge.refunded settles it once', async () => {
    const brand = await spendingBrand();
    const first = await topUp(brand, 5_000);
    await topUp(brand, 8_000);
    const key = `refund-${crypto.randomUUID()}`;
    const refund = await brand.as.post('/brand/wallet/refund/', {
      json: { amount_cents: 10_000 },
      headers: { 'idempotency-key': key },
    });
    expect(refund.status, JSON.stringify(refund.json)).toBe(200);
    expect(refund.json.refund_ids).toHaveLength(2);
    expect(refund.json.wallet.available_cents).toBe(3_000);
    const replay = await brand.as.post('/brand/wallet/refund/', {
      json: { amount_cents: 10_000 },
      headers: { 'idempotency-key': key },
    });
    expect(replay.status).toBe(200);
    expect(replay.json.wallet.available_cents).toBe(3_000);
    await vi.waitFor(
      async () =>
        expect(await walletOf(brand)).toMatchObject({
          refund_pending_cents: 0,
          refunded_cents: 10_000,
          available_cents: 3_000,
        }),
      { timeout: 15_000 },
    );
    const [row] = await testDb().select().from(walletTopUps).where(eq(walletTopUps.id, first));
    expect(row!.refundedCents).toBe(2_000);
    const csv = await SELF.fetch('http://localhost/api/brand/wallet/transactions.csv', {
      headers: { authorization: `Bearer ${brand.token}` },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('date,type,description,campaign,creator,amount,change_to_available,currency');
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[1])
        .sort(),
    ).toEqual(['refund_request', 'refund_settled', 'refund_settled', 'top_up', 'top_up']);
  });
});

describe('wallet top-up (errors)', () => {
  it('refuses amounts under $50, fractions and junk; refunds beyond available are 409 with the figures', async () => {
    const brand = await spendingBrand();
    for (const body of [
      { amount_cents: 4_999 },
      { amount_cents: 5_000.5 },
      { amount_cents: '5000' },
      {},
      { amount_cents: 1e12 },
    ]) {
      const res = await brand.as.raw('/api/brand/wallet/top-ups/', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.fields.amount_cents).toBeDefined();
    }
    const refund = await brand.as.post('/brand/wallet/refund/', { json: { amount_cents: 100 } });
    expect([refund.status, refund.error.code]).toEqual([409, 'insufficient_funds']);
    expect(refund.error.detail).toContain('$0.00');
    expect((await brand.as.get('/brand/wallet/transactions/', { query: { campaign_id: 'nope' } })).status).toBe(400);
    expect((await brand.as.get('/brand/wallet/top-ups/:id/', { param: { id: 'not-a-uuid' } })).status).toBe(400);
  });
});

describe('wallet top-up (security)', () => {
  it('another brand’s top-up is 404, and a top-up event naming another brand credits nobody', async () => {
    const owner = await spendingBrand();
    const other = await spendingBrand();
    const started = await owner.as.post('/brand/wallet/top-ups/', { json: { amount_cents: 6_000 } });
    expect((await other.as.get('/brand/wallet/top-ups/:id/', { param: { id: started.json.id } })).status).toBe(404);
    const free = await spendingBrand('Starter');
    expect((await free.as.post('/brand/wallet/top-ups/', { json: { amount_cents: 6_000 } })).status).toBe(403);
  });
});
