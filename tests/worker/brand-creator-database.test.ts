import { describe, expect, it } from 'vitest';
import {
  ZCreatorProfileForBrand,
  ZCreatorRates,
  ZCreatorSearchResult,
  ZSavedProfiles,
  ZSuggestedCreators,
} from '../../worker/schemas/creator-search';
import { CREATOR, NORTHWIND, OWNER, as } from './accounts';
import { createActiveCampaign, freeBrand } from './brand-helpers';
import { connectSandbox, newCreator, uniqueHandle } from './creator-helpers';
import { api, callRaw } from './helpers';

type Card = ReturnType<typeof ZCreatorSearchResult.parse>['results'][number];

const search = async (query: string, email = OWNER) => {
  const res = await as(email).raw(`/api/brand/creator-database/?${query}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return ZCreatorSearchResult.parse(res.json);
};

describe('creator database', () => {
  it('finds a creator by handle, name or bio words, with an exact count', async () => {
    for (const q of ['casey.on.trails', 'Casey Rivera', 'trail runner rockies', 'CaseyRiveraOutdoors']) {
      const page = await search(`q=${encodeURIComponent(q)}`);
      expect(page.results[0]?.name, q).toBe('Casey Rivera');
      expect(page.count).toBeGreaterThanOrEqual(1);
    }
    expect((await search('q=zzzqqqxxx')).count).toBe(0);
  });

  it('combines filters; each result satisfies every filter and the count matches the pages', async () => {
    const query =
      'platform=instagram&followers_min=10000&followers_max=2000000&niche=Outdoors,Fitness&engagement_min=1&page_size=5';
    const page1 = await search(query);
    expect(page1.count).toBeGreaterThan(0);
    for (const c of page1.results) {
      expect(
        c.accounts.some((a) => a.platform === 'instagram' && a.followers >= 10_000 && a.followers <= 2_000_000),
      ).toBe(true);
      expect(c.niches.some((n) => n === 'Outdoors' || n === 'Fitness')).toBe(true);
      expect(c.engagement_rate).toBeGreaterThanOrEqual(1);
    }
    const all = await search(query.replace('page_size=5', 'page_size=100'));
    expect(all.results.length).toBe(Math.min(100, page1.count));
    const followers = all.results.map((c) => c.total_followers);
    expect(followers).toEqual([...followers].sort((a, b) => b - a));

    const denver = await search(
      'location=us-denver&language=Spanish&audience_gender=female&audience_age=25-34&audience_country=us',
    );
    expect(denver.results.map((c) => c.name)).toContain('Casey Rivera');
    const rates = await search('rate_min_cents=100000&rate_max_cents=200000&sort=rate_low');
    for (const c of rates.results) expect(c.rate_min_cents! <= 200_000 && c.rate_max_cents! >= 100_000).toBe(true);
    const available = await search('available_from=2030-01-01&available_to=2030-01-31');
    expect(available.count).toBeGreaterThan(300);
  });

  it('leaves out creators busy on any day of the availability window, following changes to their calendar', async () => {
    const creator = await newCreator();
    const handle = uniqueHandle('busy');
    expect((await connectSandbox(creator.as, 'instagram', handle)).status).toBe(201);
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const setBusy = async (dates: string[]) =>
      expect((await creator.as.put('/influencer/availability/', { json: { unavailable_dates: dates } })).status).toBe(
        200,
      );
    const found = async (from: number, to: number) =>
      (await search(`q=${handle}&available_from=${inDays(from)}&available_to=${inDays(to)}`)).count === 1;

    expect(await found(10, 20)).toBe(true);
    await setBusy([inDays(5), inDays(15), inDays(40)]);
    expect(await found(10, 20)).toBe(false);
    expect(await found(15, 15)).toBe(false);
    expect(await found(6, 14)).toBe(true);
    expect(await found(41, 50)).toBe(true);
    expect(await found(1, 4)).toBe(true);
    await setBusy([inDays(5), inDays(40)]);
    expect(await found(10, 20)).toBe(true);
    expect(await found(30, 45)).toBe(false);
    await setBusy([]);
    expect(await found(1, 60)).toBe(true);
  });

  it('pages a sorted search consistently, whether a page comes from the sort index or from sorting every match', async () => {
    const keys = {
      followers: (c: Card) => -c.total_followers,
      engagement: (c: Card) => -c.engagement_rate,
      rate_low: (c: Card) => c.rate_min_cents ?? Number.MAX_SAFE_INTEGER,
    };
    for (const [sort, key] of Object.entries(keys)) {
      const query = `platform=instagram&sort=${sort}`;
      const all = await search(`${query}&page_size=100`);
      const pages = [await search(`${query}&page_size=7`), await search(`${query}&page=2&page_size=7`)];
      expect(pages.map((p) => p.count)).toEqual([all.count, all.count]);
      expect(pages.flatMap((p) => p.results.map((c) => c.id))).toEqual(all.results.slice(0, 14).map((c) => c.id));
      const values = all.results.map(key);
      expect(values, sort).toEqual([...values].sort((a, b) => a - b));
    }
    // Fewer matches than the page asks for: every match, sorted, with the exact count.
    const few = await search('q=Casey%20Rivera&platform=instagram&sort=rate_low&page_size=50');
    expect(few.count).toBe(few.results.length);
    expect(few.results.map((c) => c.name)).toContain('Casey Rivera');
  });

  it('lists recently added creators newest first', async () => {
    const recent = await search('recently_added=true&page_size=10');
    const created = recent.results.map((c) => c.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(recent.results.every((c) => Date.now() - Date.parse(c.created_at) <= 31 * 86_400_000)).toBe(true);
  });

  it('rejects bad parameters with 400 and field messages', async () => {
    for (const [query, field] of [
      ['followers_min=500&followers_max=10', 'followers_max'],
      ['platform=myspace', 'platform.0'],
      ['niche=Knitting', 'niche'],
      ['engagement_min=150', 'engagement_min'],
      ['available_from=2030-01-01', 'available_to'],
      ['sort=random', 'sort'],
      ['page=0', 'page'],
    ] as const) {
      const res = await as(OWNER).raw(`/api/brand/creator-database/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.fields, query).toHaveProperty([field]);
    }
  });

  it('shows a creator profile with audience, rates and past campaigns with this brand only', async () => {
    const casey = (await search('q=casey.on.trails')).results[0]!;
    const profile = ZCreatorProfileForBrand.parse(
      (await as(OWNER).get('/brand/creators/:id/', { param: { id: casey.id } })).json,
    );
    // Social sync (the creator workspace) may refresh Casey's audience during the run: check its shape, not its figures.
    expect(Object.values(profile.audience_distributions?.age ?? {}).reduce((a, b) => a + b, 0)).toBeGreaterThan(90);
    expect(profile.past_campaigns.length).toBeGreaterThanOrEqual(7);
    expect(profile.accounts[0]!.last_synced_at).not.toBeNull();
    const forNorthwind = ZCreatorProfileForBrand.parse(
      (await as(NORTHWIND).get('/brand/creators/:id/', { param: { id: casey.id } })).json,
    );
    expect(forNorthwind.past_campaigns).toEqual([]);
    expect((await as(OWNER).get('/brand/creators/:id/', { param: { id: crypto.randomUUID() } })).status).toBe(404);

    const generated = (await search('rate_min_cents=1&page_size=1')).results[0]!;
    const rates = ZCreatorRates.parse(
      (await as(OWNER).get('/influencer/profiles/:id/rates/', { param: { id: generated.id } })).json,
    );
    expect(rates.length).toBeGreaterThan(0);
    expect((await as(CREATOR).get('/influencer/profiles/:id/rates/', { param: { id: generated.id } })).status).toBe(
      403,
    );
    expect((await as(CREATOR).get('/influencer/profiles/:id/rates/', { param: { id: casey.id } })).status).toBe(200);
    expect(
      (await as(OWNER).get('/influencer/profiles/:id/rates/', { param: { id: crypto.randomUUID() } })).status,
    ).toBe(404);
  });

  it('suggests creators for a campaign with the reasons for each', async () => {
    const campaign = await createActiveCampaign();
    const suggestions = ZSuggestedCreators.parse(
      (await as(OWNER).get('/brand/campaigns/:id/suggested-creators/', { param: { id: campaign.id } })).json,
    );
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions[0]!.reasons).toContain('Posts about your target niches');
    const scores = suggestions.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe('saved creators', () => {
  it('saves (idempotently), lists and removes a creator', async () => {
    // A seeded creator (the third most followed): the newest ones are other test files' creators, which they suspend.
    const creator = (await search('sort=followers&page=3&page_size=1')).results[0]!;
    const body = { profile_id: creator.id };
    expect((await as(NORTHWIND).post('/brand/add-profile/', { json: body })).status).toBe(201);
    expect((await as(NORTHWIND).post('/brand/add-profile/', { json: body })).status).toBe(200);
    const saved = ZSavedProfiles.parse((await as(NORTHWIND).get('/brand/saved-profiles/')).json);
    expect(saved.results.find((c) => c.id === creator.id)?.is_saved).toBe(true);
    expect(
      (await search(`q=${encodeURIComponent(creator.name)}&page_size=100`, NORTHWIND)).results.find(
        (c) => c.id === creator.id,
      )?.is_saved,
    ).toBe(true);
    expect(
      (await search(`q=${encodeURIComponent(creator.name)}&page_size=100`)).results.find((c) => c.id === creator.id)
        ?.is_saved,
    ).toBe(false);
    expect((await as(NORTHWIND).delete('/brand/remove-profile/', { query: { profile_id: creator.id } })).status).toBe(
      200,
    );
    expect((await as(NORTHWIND).delete('/brand/remove-profile/', { query: { profile_id: creator.id } })).status).toBe(
      404,
    );
    expect(
      (await as(NORTHWIND).post('/brand/add-profile/', { json: { profile_id: crypto.randomUUID() } })).status,
    ).toBe(404);
    expect((await as(NORTHWIND).post('/brand/add-profile/', { json: { profile_id: 'nope' } })).status).toBe(400);
  });

  it('gates every paid feature for a Free-plan brand with 403 feature_not_in_plan', async () => {
    const { token } = await freeBrand();
    const creator = (await search('page_size=1')).results[0]!;
    const gated: [string, string, unknown?][] = [
      ['GET', '/api/brand/creator-database/?niche=Food'],
      ['GET', '/api/brand/saved-profiles/'],
      ['POST', '/api/brand/add-profile/', { profile_id: creator.id }],
      ['POST', '/api/brand/campaign/create/', { title: 'Publish me', status: 'active' }],
      ['GET', `/api/influencer/profiles/${creator.id}/rates/`],
    ];
    for (const [method, path, body] of gated) {
      const res = await callRaw(path, { method, body, token });
      expect(res.status, path).toBe(403);
      expect(res.json.code, path).toBe('feature_not_in_plan');
    }
    expect((await api.get('/brand/creator-database/', { query: { q: 'casey' }, token })).status).toBe(200);
    expect((await api.post('/brand/campaign/create/', { json: { title: 'A free draft' }, token })).status).toBe(201);
  });
});
