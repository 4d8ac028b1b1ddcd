import { describe, expect, it } from 'vitest';
import { fundedInvitation, propose } from './spend-collab.fixtures';
import { walletOf } from './spend-fixtures';
import { newCreator } from './creator-helpers';
import { api } from './helpers';
import { measure } from './suites/round-trips';

/**
 * The match lifecycle's state changes with the session folded into their read (worker/lib/session-fold.ts): each
 * answers in two database round trips — the match with everything its move decides from, then one guarded batch
 * whose reads are the answer — on a Creator Spend brand, where the moves also hold, return and escrow money.
 */
type Answer = { status: number; json: any; roundTrips: number | null };
const post = (path: string, token: string, body: unknown = {}) =>
  measure(path, { method: 'POST', token, body }) as Promise<Answer>;
const signOut = async (token: string) => expect((await api.post('/auth/logout/', { token })).status).toBeLessThan(300);

const matchPath = (matchId: string, action: string) => `/api/influencer/campaign-matches/${matchId}/${action}/`;
const SIGNATURE = { signature_name: 'Test Creator', agree: true };

const expectTwo = (res: Answer, status = 200) => {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.roundTrips).toBe(2);
};

describe('a creator’s answers in two round trips', () => {
  it('accepts an invitation, counters, accepts the new offer and signs: two round trips each, the money exact', async () => {
    const { brand, creator, matchId } = await fundedInvitation();
    const yes = await post(matchPath(matchId, 'accept-invitation'), creator.token, { message: 'Count me in.' });
    expectTwo(yes);
    expect(yes.json).toMatchObject({ status: 'applied', pitch: { message: 'Count me in.' } });

    expect((await propose(brand, matchId, 90_000)).status).toBe(200);
    const counter = await post(matchPath(matchId, 'counter-offer'), creator.token, {
      rate_cents: 110_000,
      message: 'Three stories take a day to shoot.',
    });
    expectTwo(counter);
    expect(counter.json.status).toBe('countered');
    expect(counter.json.offers.map((o: { rate_cents: number }) => o.rate_cents)).toEqual([90_000, 110_000]);

    expect((await propose(brand, matchId, 100_000)).status).toBe(200);
    const accepted = await post(matchPath(matchId, 'accept-offer'), creator.token);
    expectTwo(accepted);
    expect(accepted.json).toMatchObject({ status: 'accepted', next_action: 'sign_contract' });
    expect(accepted.json.contract).toMatchObject({ signed_at: null });

    const signed = await post(matchPath(matchId, 'sign-contract'), creator.token, SIGNATURE);
    expectTwo(signed);
    expect(signed.json).toMatchObject({ status: 'signed', signature: { name: 'Test Creator' } });
    expect(signed.json.schedule.map((s: { rate_cents: number }) => s.rate_cents)).toEqual([50_000, 50_000]);
    expect(await walletOf(brand)).toMatchObject({
      available_cents: 200_000,
      held_cents: 0,
      in_escrow_cents: 100_000,
    });
    const again = await post(matchPath(matchId, 'sign-contract'), creator.token, SIGNATURE);
    expect([again.status, again.json.code]).toEqual([409, 'conflict']);
  });

  it('declines an offer in two round trips and its hold goes back to the brand at once', async () => {
    const { brand, creator, matchId } = await fundedInvitation();
    expect((await propose(brand, matchId, 80_000)).status).toBe(200);
    expect((await walletOf(brand)).held_cents).toBe(80_000);
    const no = await post(matchPath(matchId, 'decline'), creator.token, { reason: 'Booked that month.' });
    expectTwo(no);
    expect(no.json.status).toBe('declined');
    expect(await walletOf(brand)).toMatchObject({ available_cents: 300_000, held_cents: 0 });
  });

  it('answers another creator 404 and a signed-out session 401, and nothing moves', async () => {
    const { brand, creator, matchId } = await fundedInvitation();
    expect((await propose(brand, matchId, 80_000)).status).toBe(200);
    const other = await newCreator();
    const moves = [
      ['accept-offer', {}],
      ['counter-offer', { rate_cents: 95_000, message: 'A bit more, please.' }],
      ['decline', {}],
      ['sign-contract', SIGNATURE],
    ] as const;
    for (const [action, body] of moves) {
      const res = await post(matchPath(matchId, action), other.token, body);
      expect([res.status, res.json.code], action).toEqual([404, 'not_found']);
    }
    await signOut(creator.token);
    for (const [action, body] of moves) {
      const res = await post(matchPath(matchId, action), creator.token, body);
      expect([res.status, res.json.code], action).toEqual([401, 'not_authenticated']);
    }
    expect(await walletOf(brand)).toMatchObject({ available_cents: 220_000, held_cents: 80_000 });
  });
});
