import { describe, expect, it } from 'vitest';
import { ZCreatorMatchPayment, ZCreatorPayments, ZPayoutAccount } from '../../worker/schemas/creator-payments';
import { freeBrand } from './brand-helpers';
import { call } from './helpers';
import { signedCollaboration } from './spend-collab.fixtures';
import { measure, roundTripsOf } from './suites/round-trips';

/**
 * Money reads with the session folded in (issue 15, DESIGN §11): the creator's payments, one collaboration's payment,
 * the payout account, the plans and a plan quote answer in one database round trip, and a signed-out session gets
 * nothing on its very next request.
 */
const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
  measure(path, { token, headers }) as Promise<{ status: number; json: any; roundTrips: number | null }>;
const signOut = async (token: string) =>
  expect((await call('/api/auth/logout/', { method: 'POST', token })).status).toBeLessThan(300);

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

    const plans = await call('/api/payment/plans/', { token: brand.token });
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
