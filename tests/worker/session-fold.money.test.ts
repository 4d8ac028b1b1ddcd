import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  creatorPayoutAccounts,
  sandboxAccounts,
  sandboxCheckoutSessions,
  sandboxRefunds,
  sandboxSubscriptions,
  walletRefunds,
  walletTopUps,
} from '../../db/schema';
import { ZCreatorMatchPayment, ZCreatorPayments, ZPayoutAccount } from '../../worker/schemas/creator-payments';
import { freeBrand } from './brand-helpers';
import { api, testDb } from './helpers';
import { newCreator } from './creator-helpers';
import { SELF_fetch, subscriptionRow } from './payments-helpers';
import { buyViaApi, waitForPlan } from './payments-plans-helpers';
import { ZBilling } from '../../worker/schemas/billing';
import { sessionIdOf, spendingBrand, topUp, walletOf } from './spend-fixtures';
import { signedCollaboration } from './spend-collab.fixtures';
import { measure } from './suites/round-trips';
import { roundTripsOf } from './worker-fetch';

/**
 * Money with the session folded in (issue 15, DESIGN §11): the creator's payments, one collaboration's payment, the
 * payout account, the plans and a plan quote answer in one database round trip; a wallet top-up and payout onboarding
 * in two (a read, then one guarded batch that also carries the sandbox provider's rows). Retries and races with the
 * same key still make one object, and a signed-out session gets nothing and changes nothing on its very next request.
 */
const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
  measure(path, { token, headers }) as Promise<{ status: number; json: any; roundTrips: number | null }>;
const billingOf = async (token: string) => (await api.get('/payment/brand/billing/', { token })).json;
const signOut = async (token: string) => expect((await api.post('/auth/logout/', { token })).status).toBeLessThan(300);

describe('money reads with the session folded in', () => {
  it('answers the creator’s payments, a collaboration’s payment and the payout account in one round trip each', async () => {
    const collab = await signedCollaboration({ rateCents: 100_000 });
    const token = collab.creator.token;
    const paths = [
      '/api/influencer/payments/',
      `/api/influencer/payments/${collab.matchId}/`,
      '/api/influencer/payout-account/',
      '/api/influencer/payments.csv',
    ];
    const [payments, payment, account, csv] = await Promise.all(paths.map((p) => get(p, token)));
    for (const [i, res] of [payments, payment, account, csv].entries()) {
      expect(res!.status, paths[i]).toBe(200);
      expect(res!.roundTrips, paths[i]).toBe(1);
    }
    expect(ZCreatorPayments.parse(payments!.json)).toMatchObject({
      in_escrow_cents: 100_000,
      available_cents: 0,
      payout_account: { status: 'not_started' },
    });
    expect(ZCreatorMatchPayment.parse(payment!.json)).toMatchObject({
      match_id: collab.matchId,
      in_escrow_cents: 100_000,
      fee_cents: 8_000,
      payout_account: { status: 'not_started', can_receive_payouts: false },
    });
    expect(ZPayoutAccount.parse(account!.json).status).toBe('not_started');

    // Another creator's collaboration is not found, in the same one round trip.
    const other = await signedCollaboration({ rateCents: 60_000 });
    const foreign = await get(`/api/influencer/payments/${other.matchId}/`, token);
    expect(foreign.status).toBe(404);
    expect(foreign.roundTrips).toBe(1);

    await signOut(token);
    for (const path of paths) {
      const res = await get(path, token);
      expect(res.status, path).toBe(401);
      expect(JSON.stringify(res.json), path).not.toContain('in_escrow');
    }
  });

  it('quotes a plan in one round trip and the plans in one (none on a revalidation), whoever asks', async () => {
    const brand = await freeBrand();
    const quote = await get('/api/payment/brand/checkout/quote/?plan=growth&period=month', brand.token);
    expect(quote.status, JSON.stringify(quote.json)).toBe(200);
    expect(quote.json).toMatchObject({ kind: 'new', plan: { membership_tier: 'growth' } });
    expect(quote.roundTrips).toBe(1);
    const unknown = await get('/api/payment/brand/checkout/quote/?plan=platinum', brand.token);
    expect(unknown.status).toBe(400);
    expect(unknown.roundTrips).toBe(1);

    const plans = await api.get('/payment/plans/', { token: brand.token });
    expect(plans.status).toBe(200);
    expect(plans.json.results.length).toBeGreaterThan(2);
    expect(roundTripsOf(plans.headers)).toBe(1);
    const again = await get('/api/payment/plans/', brand.token, { 'if-none-match': plans.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.roundTrips ?? 0).toBe(0);

    await signOut(brand.token);
    const after = await get('/api/payment/brand/checkout/quote/?plan=growth&period=month', brand.token);
    expect(after.status).toBe(401);
    expect(after.json.plan).toBeUndefined();
    expect((await get('/api/payment/plans/')).status).toBe(200);
  });
});

describe('money state changes with the session folded in', () => {
  const post = (path: string, token: string, body: unknown, headers: Record<string, string> = {}) =>
    measure(path, { method: 'POST', token, body, headers }) as Promise<{
      status: number;
      json: any;
      roundTrips: number | null;
    }>;

  it('starts a top-up in two round trips, a retry in one, and five racing requests with one key make one', async () => {
    const brand = await spendingBrand();
    const key = { 'idempotency-key': `top-up-${crypto.randomUUID()}` };
    const started = await post('/api/brand/wallet/top-ups/', brand.token, { amount_cents: 7_500 }, key);
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    expect(started.roundTrips).toBe(2);
    // The sandbox's checkout was written in the same batch: its hosted page is there.
    const sessionId = sessionIdOf(started.json.checkout_url);
    expect((await SELF_fetch(`/dev/checkout/${sessionId}`)).status).toBe(200);
    const retried = await post('/api/brand/wallet/top-ups/', brand.token, { amount_cents: 7_500 }, key);
    expect([retried.status, retried.json.id, retried.roundTrips]).toEqual([201, started.json.id, 1]);

    const raceKey = { 'idempotency-key': `race-${crypto.randomUUID()}` };
    const raced = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/api/brand/wallet/top-ups/', brand.token, { amount_cents: 9_000 }, raceKey),
      ),
    );
    expect(raced.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(raced.map((r) => r.json.id)).size).toBe(1);
    expect(new Set(raced.map((r) => r.json.checkout_url)).size).toBe(1);
    const rows = await testDb()
      .select()
      .from(walletTopUps)
      .where(and(eq(walletTopUps.brandId, brand.brandId), eq(walletTopUps.idempotencyKey, raceKey['idempotency-key'])));
    expect(rows).toHaveLength(1);
    const sessions = await testDb()
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.idempotencyKey, `wallet_top_up:${rows[0]!.id}`));
    expect(sessions.map((s) => s.id)).toEqual([rows[0]!.providerSessionId]);

    await signOut(brand.token);
    const after = await post(
      '/api/brand/wallet/top-ups/',
      brand.token,
      { amount_cents: 5_000 },
      {
        'idempotency-key': `after-${crypto.randomUUID()}`,
      },
    );
    expect(after.status).toBe(401);
    expect(await testDb().select().from(walletTopUps).where(eq(walletTopUps.brandId, brand.brandId))).toHaveLength(2);
  });

  it('refunds in two round trips (the provider’s rows in the same batch), a retry in one, and racing keys refund once', async () => {
    const brand = await spendingBrand();
    await topUp(brand, 6_000);
    await topUp(brand, 7_000);
    const key = { 'idempotency-key': `refund-${crypto.randomUUID()}` };
    const refund = await post('/api/brand/wallet/refund/', brand.token, { amount_cents: 9_000 }, key);
    expect(refund.status, JSON.stringify(refund.json)).toBe(200);
    expect(refund.roundTrips).toBe(2);
    expect(refund.json).toMatchObject({
      amount_cents: 9_000,
      wallet: { available_cents: 4_000, refund_pending_cents: 9_000 },
    });
    expect(refund.json.refund_ids).toHaveLength(2);
    // The sandbox's refunds were written in the same batch, each naming its refund.
    const rows = await testDb().select().from(walletRefunds).where(eq(walletRefunds.brandId, brand.brandId));
    const providerRows = await testDb()
      .select()
      .from(sandboxRefunds)
      .where(
        inArray(
          sandboxRefunds.id,
          rows.map((r) => r.providerRefundId!),
        ),
      );
    expect(providerRows.map((r) => r.amountCents).reduce((a, b) => a + b)).toBe(9_000);
    expect(providerRows).toHaveLength(2);
    const retried = await post('/api/brand/wallet/refund/', brand.token, { amount_cents: 9_000 }, key);
    expect([retried.status, retried.json.refund_ids, retried.roundTrips]).toEqual([200, [], 1]);
    expect(retried.json.wallet.available_cents).toBe(4_000);

    const raceKey = { 'idempotency-key': `race-${crypto.randomUUID()}` };
    const raced = await Promise.all(
      Array.from({ length: 4 }, () => post('/api/brand/wallet/refund/', brand.token, { amount_cents: 1_000 }, raceKey)),
    );
    expect(raced.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(raced.map((r) => r.json.wallet.available_cents)).toEqual([3_000, 3_000, 3_000, 3_000]);
    expect(raced.filter((r) => r.json.refund_ids.length > 0)).toHaveLength(1);
    expect(Math.max(...raced.map((r) => r.roundTrips ?? 0))).toBeLessThanOrEqual(2);
    await vi.waitFor(async () => expect((await walletOf(brand)).refunded_cents).toBe(10_000), { timeout: 15_000 });

    await signOut(brand.token);
    const after = await post(
      '/api/brand/wallet/refund/',
      brand.token,
      { amount_cents: 1_000 },
      { 'idempotency-key': `after-${crypto.randomUUID()}` },
    );
    expect(after.status).toBe(401);
    expect(await testDb().select().from(walletRefunds).where(eq(walletRefunds.brandId, brand.brandId))).toHaveLength(3);
  });

  it('buys, upgrades and downgrades a plan in two round trips each (the sandbox’s rows in the same batch); a retry in one', async () => {
    const brand = await freeBrand();
    const key = { 'idempotency-key': `buy-${crypto.randomUUID()}` };
    const bought = await post('/api/payment/brand/checkout/', brand.token, { plan: 'starter', period: 'month' }, key);
    expect(bought.status, JSON.stringify(bought.json)).toBe(200);
    expect([bought.json.kind, bought.roundTrips]).toEqual(['new', 2]);
    // The sandbox's checkout was written in the same batch: its hosted page is there.
    expect((await SELF_fetch(`/dev/checkout/${sessionIdOf(bought.json.checkout_url)}`)).status).toBe(200);
    const retried = await post('/api/payment/brand/checkout/', brand.token, { plan: 'starter', period: 'month' }, key);
    expect([retried.json.checkout_url, retried.roundTrips]).toEqual([bought.json.checkout_url, 1]);

    await buyViaApi(brand.token, brand.brandId, 'starter');
    const upgrade = await post('/api/payment/brand/checkout/', brand.token, { plan: 'growth', period: 'month' });
    expect([upgrade.status, upgrade.json.kind, upgrade.roundTrips]).toEqual([200, 'upgrade', 2]);
    await waitForPlan(brand.token, 'growth');
    const downgrade = await post('/api/payment/brand/checkout/', brand.token, { plan: 'starter', period: 'month' });
    expect([downgrade.status, downgrade.json.kind, downgrade.roundTrips]).toEqual([200, 'downgrade', 2]);

    await signOut(brand.token);
    const after = await post('/api/payment/brand/checkout/', brand.token, { plan: 'growth', period: 'year' });
    expect(after.status).toBe(401);
    expect(after.json.checkout_url).toBeUndefined();
  });

  it('cancels, resumes and renews a plan in two round trips each; of racing cancels one wins, the others are 409', async () => {
    const brand = await freeBrand();
    await buyViaApi(brand.token, brand.brandId, 'starter');
    const cancel = await post('/api/payment/brand/subscription/cancel/', brand.token, undefined);
    expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);
    expect(cancel.roundTrips).toBe(2);
    expect(ZBilling.parse(cancel.json)).toMatchObject({ cancel_at_period_end: true, next_charge: null });
    const providerId = (await subscriptionRow(brand.brandId)).providerSubscriptionId!;
    const sandboxSub = async () =>
      (await testDb().select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, providerId)))[0]!;
    // The sandbox's own state changed in the same batch.
    expect((await sandboxSub()).cancelAtPeriodEnd).toBe(true);
    const resume = await post('/api/payment/brand/subscription/resume/', brand.token, undefined);
    expect([resume.status, resume.json.cancel_at_period_end, resume.roundTrips]).toEqual([200, false, 2]);
    expect((await sandboxSub()).cancelAtPeriodEnd).toBe(false);

    const raced = await Promise.all(
      Array.from({ length: 4 }, () => post('/api/payment/brand/subscription/cancel/', brand.token, undefined)),
    );
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(raced.filter((r) => r.status === 409).map((r) => r.json.code)).toEqual([
      'already_canceling',
      'already_canceling',
      'already_canceling',
    ]);
    // The provider's webhooks confirm the last state: ending at the period's end.
    await vi.waitFor(async () => expect((await billingOf(brand.token)).cancel_at_period_end).toBe(true));
    // The sandbox's renewal (development and tests; nobody signs in to it) of a plan set to end ends it, in two too.
    const renewal = await post('/api/dev/payments/sandbox/renewal/', '', {
      brand_id: brand.brandId,
      outcome: 'paid',
    });
    expect([renewal.status, renewal.json, renewal.roundTrips]).toEqual([200, { status: 'canceled' }, 2]);
    await waitForPlan(brand.token, 'free');

    await signOut(brand.token);
    expect((await post('/api/payment/brand/subscription/cancel/', brand.token, undefined)).status).toBe(401);
  });

  it('opens payout onboarding in two round trips; racing first calls make one account, and the link works', async () => {
    const creator = await newCreator();
    const path = '/api/influencer/payout-account/onboarding/';
    const first = await post(path, creator.token, undefined);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.roundTrips).toBe(2);
    const accountPath = new URL(first.json.url).pathname;
    expect((await SELF_fetch(accountPath)).status).toBe(200);
    const again = await post(path, creator.token, undefined);
    expect([again.status, new URL(again.json.url).pathname]).toEqual([200, accountPath]);
    expect(again.roundTrips).toBeLessThanOrEqual(2);
    expect((await get('/api/influencer/payout-account/', creator.token)).json.status).toBe('pending');

    const racer = await newCreator();
    const raced = await Promise.all(Array.from({ length: 4 }, () => post(path, racer.token, undefined)));
    expect(raced.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(raced.map((r) => r.json.url)).size).toBe(1);
    const accounts = await testDb()
      .select()
      .from(creatorPayoutAccounts)
      .where(eq(creatorPayoutAccounts.creatorId, racer.profileId));
    expect(accounts).toHaveLength(1);
    const sandboxRows = await testDb()
      .select()
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.id, accounts[0]!.providerAccountId));
    expect(sandboxRows).toHaveLength(1);

    const late = await newCreator();
    await signOut(late.token);
    expect((await post(path, late.token, undefined)).status).toBe(401);
    expect(
      await testDb().select().from(creatorPayoutAccounts).where(eq(creatorPayoutAccounts.creatorId, late.profileId)),
    ).toHaveLength(0);
  });
});
