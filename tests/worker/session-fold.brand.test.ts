import { describe, expect, it } from 'vitest';
import { NORTHWIND, OWNER, STAFF, STRATEGIST } from './accounts';
import { actingFor, createActiveCampaign, freeBrand, invite, someCreators } from './brand-helpers';
import { campaignAwaitingReview } from './content-review.fixtures';
import { newCreator } from './creator-helpers';
import { otherGrowthBrand } from './metrics.fixtures';
import { api, callRaw, login } from './helpers';
import { newStrategist } from './internal-fixtures';
import { roundTripsOf } from './worker-fetch';

/**
 * The brand, account and common reads folded in session 8 (worker/lib/session-fold.ts): each answers in one
 * database round trip with its session checked in the same batch, and a signed-out session gets a 401 with no data
 * on its very next request.
 */
const ENTERPRISE = 'enterprise.owner@demo.test';

const get = async (path: string, token?: string, headers: Record<string, string> = {}) => {
  const res = await callRaw(path, { token, headers });
  return { status: res.status, json: res.json, roundTrips: roundTripsOf(res.headers) };
};

/** Paths every brand user reads without an object id. */
const BRAND_READS = [
  '/api/auth/me/',
  '/api/auth/sessions/',
  '/api/account/email-preferences/',
  '/api/brand/removal-reasons/',
  '/api/brand/support/',
];

const expectOneRoundTrip = async (paths: string[], token: string, headers: Record<string, string> = {}) => {
  for (const path of paths) {
    const res = await get(path, token, headers);
    expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBe(200);
    expect(res.roundTrips, path).toBe(1);
  }
};

/** Each path answers `status` to each token, with none of the data. */
const expectRefused = async (paths: string[], tokens: string[], status: number) => {
  for (const token of tokens)
    for (const path of paths) {
      const res = await get(path, token);
      expect(res.status, path).toBe(status);
      expect(res.json.results, path).toBeUndefined();
    }
};

const expectSignedOut = async (paths: string[], token: string) => {
  expect((await api.post('/auth/logout/', { token })).status).toBeLessThan(300);
  for (const path of paths) {
    const res = await get(path, token);
    expect(res.status, path).toBe(401);
    expect(res.json.code, path).toBe('not_authenticated');
  }
};

describe('brand and account reads folded into one round trip', () => {
  it('answers the account and brand lists in one round trip, and none after signing out', async () => {
    const { token } = await freeBrand();
    await expectOneRoundTrip(BRAND_READS, token);
    await expectSignedOut(BRAND_READS, token);
  });

  it('answers the account manager thread in one round trip; a plan without it is refused with no thread', async () => {
    const token = (await login(ENTERPRISE)).json.token as string;
    await expectOneRoundTrip(['/api/brand/account-manager/messages/'], token);
    const free = await get('/api/brand/account-manager/messages/', (await freeBrand()).token);
    expect(free.status).toBe(403);
    expect(free.json.code).toBe('feature_not_in_plan');
    expect(free.json.results).toBeUndefined();
    await expectSignedOut(['/api/brand/account-manager/messages/'], token);
  });

  it('answers a campaign’s pitches and pipeline in one round trip, another brand’s campaign with a 404 and no data', async () => {
    const owner = (await login(OWNER)).json.token as string;
    const campaignId = (await get('/api/brand/campaigns/', owner)).json.results[0].id as string;
    const paths = [`/api/brand/campaigns/${campaignId}/pitches/`, `/api/brand/campaigns/${campaignId}/pipeline/`];
    await expectOneRoundTrip(paths, owner);
    const other = (await freeBrand()).token;
    for (const path of paths) {
      const res = await get(path, other);
      expect(res.status, path).toBe(404);
      expect(res.json.results, path).toBeUndefined();
    }
    await expectSignedOut(paths, owner);
  });

  it('answers a campaign’s detail, check-ins, metrics, suggestions and a match in one round trip; another brand’s are 404s with no data', async () => {
    const owner = (await login(OWNER)).json.token as string;
    const campaign = await createActiveCampaign();
    const [creatorId] = await someCreators(1, 7);
    const matchId = await invite(campaign.id, creatorId!);
    const paths = [
      `/api/brand/campaigns/${campaign.id}/`,
      `/api/brand/campaigns/${campaign.id}/check-ins/`,
      `/api/brand/campaigns/${campaign.id}/metrics/`,
      `/api/brand/campaigns/${campaign.id}/suggested-creators/`,
      `/api/brand/campaign-match/${matchId}/`,
    ];
    await expectOneRoundTrip(paths, owner);
    // Another brand whose plan has every one of these features: only tenancy stops it.
    const other = (await otherGrowthBrand()).token as string;
    for (const path of paths) {
      const res = await get(path, other);
      expect(res.status, path).toBe(404);
      expect(res.roundTrips, path).toBe(1);
      expect(Object.keys(res.json as object).sort(), path).toEqual(['code', 'detail']);
    }
    await expectSignedOut(paths, owner);
  });

  it('answers a strategist acting for a managed brand in one round trip, and a brand they do not manage with a 404', async () => {
    const token = (await login(STRATEGIST)).json.token as string;
    const headers = await actingFor('Acme Outdoors');
    const campaign = await createActiveCampaign(STRATEGIST, headers);
    const detail = await get(`/api/brand/campaigns/${campaign.id}/`, token, headers);
    expect(detail.status, JSON.stringify(detail.json)).toBe(200);
    expect(detail.json.title).toBe(campaign.title);
    expect(detail.roundTrips).toBe(1);
    const stranger = await get(`/api/brand/campaigns/${campaign.id}/`, token, {
      'x-selected-brand': (await freeBrand()).brandId,
    });
    expect(stranger.status).toBe(404);
    expect(stranger.json.title).toBeUndefined();
  });

  it('answers locations in one round trip whatever token comes with it, signed in or not', async () => {
    const token = (await login(OWNER)).json.token as string;
    for (const t of [token, undefined]) {
      const res = await get('/api/common/locations/?search=aus', t);
      expect(res.status).toBe(200);
      expect(res.json.length).toBeGreaterThan(0);
      expect(res.roundTrips).toBe(1);
    }
  });

  it('answers a match’s conversation in one round trip to the creator, the brand and its strategist; anyone else a 404 with no messages', async () => {
    const { creator, matchId } = await campaignAwaitingReview();
    const owner = (await login(OWNER)).json.token as string;
    const sent = await api.post('/campaign-matches/:match_id/messages/', {
      param: { match_id: matchId },
      token: owner,
      json: { body: 'Welcome aboard' },
    });
    expect(sent.status).toBe(201);
    const path = `/api/campaign-matches/${matchId}/messages/`;
    const strategist = (await login(STRATEGIST)).json.token as string;
    for (const [token, headers, side] of [
      [creator.token, {}, 'creator'],
      [owner, {}, 'brand'],
      [strategist, await actingFor('Acme Outdoors'), 'brand'],
      [strategist, {}, 'brand'],
    ] as const) {
      const res = await get(path, token, headers);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.roundTrips).toBe(1);
      expect(res.json.my_side).toBe(side);
      expect(res.json.results.map((m: { body: string }) => m.body)).toEqual(['Welcome aboard']);
    }
    const staff = (await login(STAFF)).json.token as string;
    const others = [(await newCreator()).token, (await login(NORTHWIND)).json.token, (await freeBrand()).token, staff];
    await expectRefused([path], [...others, (await login((await newStrategist()).email)).json.token], 404);
    await expectSignedOut([path], owner);
    await expectSignedOut([path], creator.token);
  });

  it('answers a campaign’s deliverables for review in one round trip, with each newest version; another brand gets a 404, a plan without it a 403', async () => {
    const { campaignId, deliverableIds } = await campaignAwaitingReview();
    const path = `/api/influencer/campaign-deliverable/by-campaign/?campaign_id=${campaignId}&page_size=1`;
    const owner = (await login(OWNER)).json.token as string;
    for (const [token, headers] of [
      [owner, {}],
      [(await login(STRATEGIST)).json.token as string, await actingFor('Acme Outdoors')],
    ] as const) {
      const res = await get(path, token, headers);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.roundTrips).toBe(1);
      expect(res.json.count).toBe(2);
      expect(res.json.status_counts.submitted).toBe(2);
      expect(res.json.results).toHaveLength(1);
      expect(deliverableIds).toContain(res.json.results[0].id);
      expect(res.json.results[0].latest_submission).toMatchObject({
        deliverable_id: res.json.results[0].id,
        version: 1,
      });
      expect(res.json.results[0].can_approve).toBe(true);
    }
    const second = await get(`${path}&page=2`, owner);
    expect(second.json.results[0].id).not.toBe((await get(path, owner)).json.results[0].id);
    expect(second.json.results[0].latest_submission.deliverable_id).toBe(second.json.results[0].id);
    await expectRefused([path], [(await login(NORTHWIND)).json.token], 404);
    await expectRefused([path], [(await freeBrand()).token], 403);
    await expectSignedOut([path], owner);
  });

  it('answers a brand’s Account Manager thread to its strategist and staff in one round trip; another strategist a 404, a brand a 403', async () => {
    const owner = await login(OWNER);
    const path = `/api/internal/organizations/${owner.json.user.brand!.id}/messages/`;
    const strategist = (await login(STRATEGIST)).json.token as string;
    const staff = (await login(STAFF)).json.token as string;
    for (const token of [strategist, staff]) {
      const res = await get(path, token);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.roundTrips).toBe(1);
      expect(typeof res.json.enabled).toBe('boolean');
      expect(Array.isArray(res.json.results)).toBe(true);
    }
    await expectRefused([path], [(await login((await newStrategist()).email)).json.token], 404);
    await expectRefused([path], [owner.json.token], 403);
    await expectSignedOut([path], strategist);
    await expectSignedOut([path], staff);
  });
});

describe('creator and profile reads folded into one round trip (session 9)', () => {
  it('answers saved creators in one round trip; a plan without Save Creators is refused with no list', async () => {
    const owner = (await login(OWNER)).json.token as string;
    await expectOneRoundTrip(['/api/brand/saved-profiles/'], owner);
    const free = await get('/api/brand/saved-profiles/', (await freeBrand()).token);
    expect(free.status).toBe(403);
    expect(free.json.code).toBe('feature_not_in_plan');
    expect(free.json.results).toBeUndefined();
    await expectSignedOut(['/api/brand/saved-profiles/'], owner);
  });

  it('answers a creator’s profile in one round trip, locked without Profile Access, and none after signing out', async () => {
    const owner = (await login(OWNER)).json.token as string;
    const creatorId = (await get('/api/brand/creator-database/?page_size=1', owner)).json.results[0].id as string;
    const path = `/api/brand/creators/${creatorId}/`;
    await expectOneRoundTrip([path], owner);
    expect((await get(path, owner)).json.locked).toEqual([]);
    const free = await get(path, (await freeBrand()).token);
    expect(free.status).toBe(200);
    expect(free.roundTrips).toBe(1);
    expect(free.json.locked).toEqual(['audience', 'rates']);
    expect(free.json.rates).toEqual([]);
    expect(free.json.audience_distributions).toBeNull();
    await expectSignedOut([path], owner);
  });

  it('answers profile campaigns and a campaign’s approved creators in one round trip, another brand’s campaign with a 404', async () => {
    const owner = (await login(OWNER)).json.token as string;
    const campaignId = (await get('/api/brand/campaigns/', owner)).json.results[0].id as string;
    const approved = `/api/brand/campaign/matches/retrieve-approved-creators/?brand_campaign_id=${campaignId}`;
    const paths = ['/api/brand/profile-campaigns/', approved];
    await expectOneRoundTrip(paths, owner);
    const other = await get(approved, (await freeBrand()).token);
    expect(other.status).toBe(404);
    expect(Array.isArray(other.json)).toBe(false);
    await expectSignedOut(paths, owner);
  });

  it('answers a deliverable’s versions (any page) and a version’s comments in one round trip, another brand’s with a 404', async () => {
    const owner = (await login(OWNER)).json.token as string;
    const { deliverableIds, submissions } = await campaignAwaitingReview();
    const comment = `/api/brand/submissions/${submissions[0].id}/comments/`;
    expect((await callRaw(comment, { method: 'POST', token: owner, body: { body: 'Brighter, please' } })).status).toBe(
      201,
    );
    const versions = `/api/brand/deliverables/${deliverableIds[0]}/submissions/`;
    const paths = [versions, `${versions}?page=2&page_size=1`, comment];
    await expectOneRoundTrip(paths, owner);
    const first = await get(versions, owner);
    expect(first.json.results[0].id).toBe(submissions[0].id);
    expect(first.json.deliverable.latest_submission.id).toBe(submissions[0].id);
    const second = await get(`${versions}?page=2&page_size=1`, owner);
    expect(second.json.deliverable.latest_submission.id).toBe(submissions[0].id);
    expect((await get(comment, owner)).json.results.map((c: { body: string }) => c.body)).toEqual(['Brighter, please']);
    const other = (await login(NORTHWIND)).json.token as string;
    for (const path of paths) {
      const res = await get(path, other);
      expect(res.status, path).toBe(404);
      expect(res.json.results, path).toBeUndefined();
    }
    await expectSignedOut(paths, owner);
  });

  it('answers a creator’s social detail in one round trip to brands and to the creator; another creator’s is a 404', async () => {
    const owner = (await login(OWNER)).json.token as string;
    const creator = await newCreator();
    const path = `/api/phyllo/creator/profile-detail/?profile_id=${creator.profileId}`;
    await expectOneRoundTrip([path], owner);
    await expectOneRoundTrip([path], creator.token);
    const locked = await get(path, (await freeBrand()).token);
    expect(locked.status).toBe(200);
    expect(locked.roundTrips).toBe(1);
    expect(locked.json.locked).toEqual(['audience', 'contents', 'metrics']);
    const stranger = await get(path, (await newCreator()).token);
    expect(stranger.status).toBe(404);
    expect(stranger.json.accounts).toBeUndefined();
    await expectSignedOut([path], owner);
  });
});
