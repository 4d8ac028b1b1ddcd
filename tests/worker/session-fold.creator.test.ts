import { describe, expect, it } from 'vitest';
import { OWNER, STRATEGIST, as } from './accounts';
import { actingFor, freeBrand } from './brand-helpers';
import { api, callRaw, login } from './helpers';
import { measure } from './suites/round-trips';
import { roundTripsOf } from './worker-fetch';
import { connectSandbox, newCreator, staffReject, uniqueHandle } from './creator-helpers';
import { fakeMedia, fetchMedia, uploadSingle } from './uploads.fixtures';
import { campaignAwaitingReview, contractedCampaign, review } from './content-review.fixtures';

/**
 * A creator's reads of their own work fold the session into their one batch (worker/lib/session-fold.ts): one
 * round trip each, another creator gets a 404 with none of the data, and a signed-out session is refused on its
 * very next request. The work is a fresh contracted campaign with a submitted version per deliverable.
 */
const get = async (path: string, token: string, headers: Record<string, string> = {}) => {
  const res = await callRaw(path, { token, headers });
  return Object.assign(res, { roundTrips: roundTripsOf(res.headers) });
};

const ownWorkPaths = async () => {
  const { creator, matchId, brandId, campaignId, deliverableIds, submissions } = await campaignAwaitingReview();
  const deliverable = `/api/influencer/deliverables/${deliverableIds[0]}`;
  return {
    creator,
    paths: [
      `${deliverable}/`,
      `${deliverable}/submissions/`,
      `${deliverable}/metrics/`,
      `/api/influencer/submissions/${submissions[0].id}/comments/`,
      `/api/influencer/campaign-matches/${matchId}/`,
      `/api/influencer/campaign-matches/${matchId}/contract/`,
      `/api/influencer/campaigns/${campaignId}/`,
      `/api/influencer/brands/${brandId}/`,
    ],
  };
};

describe('a creator’s reads of their work in one round trip', () => {
  it('answers each in one round trip, with the session checked in the same batch', async () => {
    const { creator, paths } = await ownWorkPaths();
    const lists = [
      '/api/influencer/dashboard/',
      '/api/influencer/deliverables/',
      '/api/influencer/events/?when=upcoming',
    ];
    for (const path of [...paths, ...lists, '/api/influencer/campaigns/search/?q=trail']) {
      const res = await get(path, creator.token);
      expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBe(200);
      expect(res.roundTrips, path).toBe(1);
    }
  });

  it('answers another creator with a 404 and none of the data', async () => {
    const { paths } = await ownWorkPaths();
    const other = await newCreator();
    // The brand's public face and its open public campaign are not the creator's own: another creator may see them.
    for (const path of paths.filter((p) => !/\/(brands|campaigns)\//.test(p))) {
      const res = await get(path, other.token);
      expect(res.status, path).toBe(404);
      expect(res.json.id ?? res.json.results ?? res.json.snapshots ?? res.json.deliverable, path).toBeUndefined();
    }
  });

  it('refuses a signed-out session on its very next request, with no data', async () => {
    const { creator, paths } = await ownWorkPaths();
    expect((await api.post('/auth/logout/', { token: creator.token })).status).toBeLessThan(300);
    for (const path of paths) {
      const res = await get(path, creator.token);
      expect(res.status, path).toBe(401);
      expect(res.json.code).toBe('not_authenticated');
      expect(res.json.id ?? res.json.results ?? res.json.snapshots, path).toBeUndefined();
    }
  });

  it('answers a creator’s rates in one round trip to the creator, a Growth brand and its strategist; the gate and the session still decide', async () => {
    const { creator } = await ownWorkPaths();
    const path = `/api/influencer/profiles/${creator.profileId}/rates/`;
    const brand = (await login(OWNER)).json.token;
    const strategist = (await login(STRATEGIST)).json.token;
    for (const [token, headers] of [
      [creator.token, {}],
      [brand, {}],
      [strategist, await actingFor('Acme Outdoors')],
    ] as const) {
      const res = await get(path, token, headers);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.roundTrips).toBe(1);
    }
    const free = await get(path, (await freeBrand()).token);
    expect(free.status).toBe(403);
    expect(free.error.code).toBe('feature_not_in_plan');
    const unmanaged = await get(path, strategist, { 'x-selected-brand': (await freeBrand()).brandId });
    expect(unmanaged.status).toBe(404);
    expect((await get(path, (await newCreator()).token)).status).toBe(403);
    expect((await api.post('/auth/logout/', { token: creator.token })).status).toBeLessThan(300);
    expect((await get(path, creator.token)).status).toBe(401);
    expect((await as(OWNER).raw(path)).status).toBe(200);
  });

  it('answers a creator’s own upload, its bytes and a connected account in one round trip; another creator gets a 404, a signed-out session a 401', async () => {
    const creator = await newCreator();
    const bytes = fakeMedia('png', 3_000);
    const upload = await uploadSingle(creator.token, 'own.png', bytes, 'image/png');
    expect(upload.status).toBe(201);
    const account = await connectSandbox(creator.as, 'instagram', uniqueHandle('fold'));
    expect(account.status).toBe(201);
    const paths = [
      `/api/uploads/${upload.json.id}/`,
      `/api/uploads/${upload.json.id}/media/`,
      `/api/phyllo/creator/social-account/detail/${account.json.id}/`,
    ];
    // `measure` reads the round trips from the headers, so the media's binary body needs no parsing.
    for (const path of paths) {
      const res = await measure(path, { token: creator.token });
      expect(res.status, path).toBe(200);
      expect(res.roundTrips, path).toBe(1);
    }
    const range = await fetchMedia(paths[1]!, creator.token, 'bytes=0-99');
    expect(range.status).toBe(206);
    expect(roundTripsOf(range.headers)).toBe(1);
    expect(new Uint8Array(await range.arrayBuffer())).toEqual(bytes.subarray(0, 100));
    const other = await newCreator();
    for (const path of paths) {
      const res = await measure(path, { token: other.token });
      expect(res.status, path).toBe(404);
      expect((res.json as { code?: string }).code, path).toBe('not_found');
    }
    expect((await api.post('/auth/logout/', { token: creator.token })).status).toBeLessThan(300);
    for (const path of paths) {
      const res = await measure(path, { token: creator.token });
      expect(res.status, path).toBe(401);
      expect((res.json as { code?: string }).code, path).toBe('not_authenticated');
    }
  });
});

describe('a creator’s social accounts change in two round trips', () => {
  const post = (path: string, token: string, body?: unknown) =>
    measure(path, { method: 'POST', token, body }) as Promise<{ status: number; json: any; roundTrips: number | null }>;

  it('connects, reconnects, refreshes and disconnects in two each; another creator gets a 404, a signed-out session a 401', async () => {
    const creator = await newCreator();
    const handle = uniqueHandle('fold');
    const widget = await creator.as.post('/phyllo/sandbox/connect/', {
      json: {
        sdk_token: (await creator.as.post('/phyllo/sdk-token/')).json.sdk_token,
        platform: 'instagram',
        handle,
        consent: true,
      },
    });
    const connect = () => post('/api/influencer/social-accounts/', creator.token, widget.json);
    const connected = await connect();
    expect(connected.status).toBe(201);
    expect(connected.roundTrips).toBe(2);
    expect(connected.json).toMatchObject({ handle, status: 'CONNECTED' });
    expect(connected.json.profile).not.toBeNull();
    const again = await connect();
    expect(again.status).toBe(200);
    expect(again.roundTrips).toBe(2);
    expect(again.json.id).toBe(connected.json.id);
    const account = `/api/influencer/social-accounts/${connected.json.id}`;
    const refreshed = await post(`${account}/refresh/`, creator.token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.roundTrips).toBe(2);
    expect(refreshed.json).toMatchObject({ id: connected.json.id, handle, status: 'CONNECTED' });
    expect(refreshed.json.contents).toHaveLength(connected.json.contents.length);
    const other = await newCreator();
    for (const path of [`${account}/refresh/`, `${account}/disconnect/`]) {
      const res = await post(path, other.token);
      expect(res.status, path).toBe(404);
      expect(res.json.id, path).toBeUndefined();
    }
    const disconnected = await post(`${account}/disconnect/`, creator.token);
    expect(disconnected.status).toBe(200);
    expect(disconnected.roundTrips).toBe(2);
    expect(disconnected.json).toMatchObject({ id: connected.json.id, status: 'NOT_CONNECTED' });
    expect((await post(`${account}/disconnect/`, creator.token)).status).toBe(409);
    expect((await api.post('/auth/logout/', { token: creator.token })).status).toBeLessThan(300);
    for (const res of [await connect(), await post(`${account}/refresh/`, creator.token)]) {
      expect(res.status).toBe(401);
      expect(res.json.code).toBe('not_authenticated');
    }
  });
});

describe('a creator’s work moves in two round trips, the session checked in the first', () => {
  type Measured = { status: number; json: any; roundTrips: number | null };
  const send = (method: string, path: string, token: string, body?: unknown) =>
    measure(path, { method, token, body }) as Promise<Measured>;
  const expectTwo = (res: Measured, status = 200) => {
    expect(res.status, JSON.stringify(res.json)).toBe(status);
    expect(res.roundTrips).toBe(2);
  };

  it('submits, publishes, corrects the link and reports figures; another creator gets a 404, a signed-out session a 401', async () => {
    const { creator, deliverableIds } = await contractedCampaign();
    const deliverable = `/api/influencer/deliverables/${deliverableIds[0]}`;
    const upload = await uploadSingle(creator.token, 'take.mp4', fakeMedia('mp4', 20_000));
    const submitted = await send('POST', `${deliverable}/submissions/`, creator.token, {
      upload_id: upload.json.id,
      caption: 'Take one',
    });
    expectTwo(submitted, 201);
    expect(submitted.json.submission).toMatchObject({ version: 1, caption: 'Take one', comments: [] });
    expect(submitted.json.deliverable.status).toBe('submitted');
    expect((await review(deliverableIds[0]!, { action: 'approve' })).status).toBe(200);
    const other = await newCreator();
    const moves = [
      ['POST', `${deliverable}/publish/`, { post_url: 'https://www.instagram.com/p/Cfold1/' }],
      ['PATCH', `${deliverable}/post-url/`, { post_url: 'https://www.instagram.com/p/Cfold2/' }],
      [
        'POST',
        `${deliverable}/metrics/`,
        { views: 0, impressions: 1200, reach: 900, likes: 80, comments: 4, shares: 2, saves: 1 },
      ],
    ] as const;
    for (const [method, path, body] of moves) {
      const foreign = await send(method, path, other.token, body);
      expect(foreign.status, path).toBe(404);
    }
    const published = await send(moves[0][0], moves[0][1], creator.token, moves[0][2]);
    expectTwo(published);
    expect(published.json).toMatchObject({ status: 'published', post_url: 'https://www.instagram.com/p/Cfold1/' });
    const corrected = await send(moves[1][0], moves[1][1], creator.token, moves[1][2]);
    expectTwo(corrected);
    expect(corrected.json.post_url).toBe('https://www.instagram.com/p/Cfold2/');
    const figures = await send(moves[2][0], moves[2][1], creator.token, moves[2][2]);
    expectTwo(figures, 201);
    expect(figures.json).toMatchObject({ deliverable_id: deliverableIds[0], impressions: 1200, source: 'creator' });
    expect((await api.post('/auth/logout/', { token: creator.token })).status).toBeLessThan(300);
    for (const [method, path, body] of moves) {
      const res = await send(method, path, creator.token, body);
      expect(res.status, path).toBe(401);
      expect(res.json.code, path).toBe('not_authenticated');
    }
  });

  it('saves the profile in two, with its own city and a picture, and a signed-out session is refused', async () => {
    const creator = await newCreator();
    const picture = await uploadSingle(creator.token, 'me.png', fakeMedia('png', 3_000), 'image/png');
    const saved = await send('PATCH', '/api/influencer/profile/', creator.token, {
      bio: 'Trail runner and gear tester sharing honest reviews from the mountains every week.',
      new_location: { city: 'fold town', country_code: 'US' },
      display_picture: `/api/pictures/${picture.json.id}/`,
    });
    expectTwo(saved);
    expect(saved.json.location).toMatchObject({ city: 'Fold Town', country_code: 'US' });
    expect(saved.json.display_picture).toContain(picture.json.id);
    expect((await api.post('/auth/logout/', { token: creator.token })).status).toBeLessThan(300);
    expect((await send('PATCH', '/api/influencer/profile/', creator.token, { bio: saved.json.bio })).status).toBe(401);
  });

  it('asks for another review in two, and a signed-out session is refused', async () => {
    const creator = await newCreator({ approved: false });
    expect((await staffReject(creator.profileId, 'Add a longer bio, please.')).status).toBe(200);
    const again = await send('POST', '/api/influencer/review/', creator.token);
    expectTwo(again);
    expect(again.json.latest_review).toMatchObject({ decision: 'requested', reason: null });
    expect((await send('POST', '/api/influencer/review/', creator.token)).status).toBe(409);
    expect((await api.post('/auth/logout/', { token: creator.token })).status).toBeLessThan(300);
    expect((await send('POST', '/api/influencer/review/', creator.token)).status).toBe(401);
  });
});
