import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brandMembers, sessions, users } from '../../db/schema';
import { signSessionToken } from '../../worker/lib/auth/tokens';
import { CREATOR, OWNER, STRATEGIST } from './accounts';
import { actingFor, freeBrand } from './brand-helpers';
import { api, callRaw, login, testDb, testEnv } from './helpers';
import { roundTripsOf } from './worker-fetch';
import { campaignAwaitingReview, deliverableRow } from './content-review.fixtures';

/**
 * Session folding (worker/lib/session-fold.ts): a folded read checks the session in its own batch, one round trip
 * in all, and the session row still decides on every request.
 */
const FOLDED = ['/api/brand/creator-database/?q=outdoor', '/api/brand/campaigns/'];
const CREATOR_FOLDED = [
  '/api/influencer/campaign-matches/',
  '/api/influencer/campaign-matches/counts/',
  '/api/influencer/messaging/threads/',
  '/api/influencer/profile/',
  '/api/influencer/review/',
  '/api/influencer/rates/',
  '/api/influencer/availability/',
  '/api/influencer/social-accounts/',
];

const get = async (path: string, token: string, headers: Record<string, string> = {}) => {
  const res = await callRaw(path, { token, headers });
  return { status: res.status, json: res.json, roundTrips: roundTripsOf(res.headers) };
};

describe('session folded into the request’s batch', () => {
  it('answers a brand’s folded reads in one round trip', async () => {
    const { token } = await freeBrand();
    for (const path of FOLDED) {
      const res = await get(path, token);
      expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBe(200);
      expect(res.roundTrips, path).toBe(1);
    }
  });

  it('answers a campaign’s matches in one round trip, and another brand’s campaign with a 404', async () => {
    const owner = (await login(OWNER)).json.token;
    const campaigns = await get('/api/brand/campaigns/', owner);
    const path = `/api/brand/campaigns/${campaigns.json.results[0].id}/matches/`;
    const res = await get(path, owner);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.roundTrips).toBe(1);
    const other = await get(path, (await freeBrand()).token);
    expect(other.status).toBe(404);
    expect(other.json.results).toBeUndefined();
  });

  it('answers a creator’s folded reads in one round trip, and none after signing out', async () => {
    const token = (await login(CREATOR)).json.token;
    for (const path of CREATOR_FOLDED) {
      const res = await get(path, token);
      expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBe(200);
      expect(res.roundTrips, path).toBe(1);
    }
    expect((await api.post('/auth/logout/', { token })).status).toBeLessThan(300);
    for (const path of CREATOR_FOLDED) expect((await get(path, token)).status, path).toBe(401);
  });

  it('answers a strategist for a managed brand in one round trip, and not for another brand', async () => {
    const token = (await login(STRATEGIST)).json.token;
    const res = await get(FOLDED[1]!, token, await actingFor('Acme Outdoors'));
    expect(res.status).toBe(200);
    expect(res.roundTrips).toBe(1);
    const other = await get(FOLDED[1]!, token, { 'x-selected-brand': (await freeBrand()).brandId });
    expect(other.status).toBe(404);
    expect(other.json.results).toBeUndefined();
  });

  it('moves a session’s last-seen time on beside the request, not as one of its round trips', async () => {
    const { token } = await freeBrand();
    const jti = decodeJwt(token).jti!;
    const longAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await testDb().update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.id, jti));
    const read = await get('/api/brand/campaigns/', token);
    expect([read.status, read.roundTrips]).toEqual([200, 1]);
    await expect
      .poll(async () => (await testDb().select().from(sessions).where(eq(sessions.id, jti)))[0]!.lastSeenAt)
      .not.toBe(longAgo);
    await testDb().update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.id, jti));
    const edit = await api.patch('/brand/settings/', { token, json: {} });
    expect([edit.status, roundTripsOf(edit.headers)]).toEqual([200, 2]);
  });

  it('refuses a signed-out session on its very next request, with no data', async () => {
    const { token } = await freeBrand();
    expect((await get(FOLDED[1]!, token)).status).toBe(200);
    expect((await api.post('/auth/logout/', { token })).status).toBeLessThan(300);
    for (const path of FOLDED) {
      const res = await get(path, token);
      expect(res.status, path).toBe(401);
      expect(res.json.code).toBe('not_authenticated');
      expect(res.json.results).toBeUndefined();
    }
  });

  it('refuses a suspended user and one who left the brand, with no data', async () => {
    const suspended = await freeBrand();
    const [member] = await testDb()
      .select({ userId: brandMembers.userId })
      .from(brandMembers)
      .where(eq(brandMembers.brandId, suspended.brandId));
    await testDb().update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, member!.userId));
    const res = await get(FOLDED[1]!, suspended.token);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('account_suspended');

    const left = await freeBrand();
    await testDb().delete(brandMembers).where(eq(brandMembers.brandId, left.brandId));
    const gone = await get(FOLDED[1]!, left.token);
    expect(gone.status).toBe(404);
    expect(gone.json.results).toBeUndefined();
  });

  it('still serves a token signed before tokens carried facts (one more round trip)', async () => {
    const { token } = await freeBrand();
    const claims = decodeJwt(token);
    const old = await signSessionToken({
      secret: testEnv.JWT_SECRET,
      userId: claims.sub!,
      jti: claims.jti!,
      expiresAt: new Date(claims.exp! * 1000),
    });
    const res = await get(FOLDED[1]!, old);
    expect(res.status).toBe(200);
    expect(res.roundTrips).toBe(2);
  });

  it('folds content approval’s session and plan into its read: a signed-out session and a plan without Content Management are refused, nothing changed', async () => {
    const { deliverableIds } = await campaignAwaitingReview();
    const token = (await login(OWNER)).json.token;
    expect((await api.post('/auth/logout/', { token })).status).toBeLessThan(300);
    const path = `/api/influencer/campaign-deliverable/${deliverableIds[0]}/`;
    const revoked = await callRaw(path, { method: 'PATCH', token, body: { action: 'approve' } });
    expect(revoked.status).toBe(401);
    expect(revoked.json.id).toBeUndefined();
    expect((await deliverableRow(deliverableIds[0]!)).status).toBe('submitted');

    const free = await callRaw(path, {
      method: 'PATCH',
      token: (await freeBrand()).token,
      body: { action: 'approve' },
    });
    expect(free.status).toBe(403);
    expect(free.json.code).toBe('feature_not_in_plan');
  });

  it('bulk-approves any number of deliverables in two round trips (one batch for all); signed out, nothing changes', async () => {
    const { campaignId, deliverableIds } = await campaignAwaitingReview();
    const path = `/api/brand/campaigns/${campaignId}/content/bulk-approve/`;
    const body = { deliverable_ids: [...deliverableIds, crypto.randomUUID()] };
    const signedOut = (await login(OWNER)).json.token;
    expect((await api.post('/auth/logout/', { token: signedOut })).status).toBeLessThan(300);
    const revoked = await callRaw(path, { method: 'POST', token: signedOut, body });
    expect([revoked.status, revoked.json.results]).toEqual([401, undefined]);
    expect((await deliverableRow(deliverableIds[0]!)).status).toBe('submitted');

    const res = await callRaw(path, { method: 'POST', token: (await login(OWNER)).json.token, body });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(roundTripsOf(res.headers)).toBe(2);
    expect(res.json).toMatchObject({ approved: 2, failed: 1 });
    expect(res.json.results.map((r: { ok: boolean; code: string | null }) => [r.ok, r.code])).toEqual([
      [true, null],
      [true, null],
      [false, 'not_found'],
    ]);
    for (const id of deliverableIds) expect((await deliverableRow(id)).status).toBe('approved');
  });
});
