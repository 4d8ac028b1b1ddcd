import { describe, expect, it } from 'vitest';
import { api, callRaw } from './helpers';
import { CREATOR, NORTHWIND, STRATEGIST, tokenOf } from './accounts';
import { newCreator } from './creator-helpers';
import { asAcme, campaignWithPosts, otherGrowthBrand } from './metrics.fixtures';

/** Every brand-side metrics call for one campaign with live posts. */
const brandCalls = (f: Awaited<ReturnType<typeof campaignWithPosts>>) => [
  { path: `/api/brand/campaigns/${f.campaignId}/metrics/` },
  { path: `/api/brand/campaigns/${f.campaignId}/metrics.csv` },
  { path: '/api/brand/request-metrics/', body: { match_id: f.matchId } },
  { path: '/api/brand/request-metrics/', body: { deliverable_ids: [f.deliverableIds[0]] } },
  { path: `/api/brand/deliverables/${f.deliverableIds[0]}/metrics/screenshot/` },
];

describe('metrics: who may see what', () => {
  it('hides another brand’s campaigns and posts (404)', async () => {
    const fixture = await campaignWithPosts();
    const other = await otherGrowthBrand();
    for (const c of brandCalls(fixture))
      expect((await callRaw(c.path, { body: c.body, token: other.token })).status, c.path).toBe(404);
  });

  it('refuses brands without Campaign Metrics Report in their plan (403 feature_not_in_plan)', async () => {
    const fixture = await campaignWithPosts();
    for (const c of brandCalls(fixture)) {
      const res = await callRaw(c.path, { body: c.body, token: await tokenOf(NORTHWIND) });
      expect(res.status, c.path).toBe(403);
      expect(res.json.code).toBe('feature_not_in_plan');
    }
  });

  it('refuses strategists, who are not granted the metrics report (spec §6)', async () => {
    const fixture = await campaignWithPosts();
    const res = await api.get('/brand/campaigns/:id/metrics/', {
      param: { id: fixture.campaignId },
      token: await tokenOf(STRATEGIST),
      headers: { 'x-selected-brand': fixture.brandId },
    });
    expect(res.status).toBe(403);
    expect(res.error.code).toBe('feature_not_in_plan');
  });

  it('refuses brand endpoints to creators (403) and to anonymous callers (401)', async () => {
    const fixture = await campaignWithPosts();
    for (const c of brandCalls(fixture)) {
      expect((await callRaw(c.path, { body: c.body, token: await tokenOf(CREATOR) })).status, c.path).toBe(403);
      expect((await callRaw(c.path, { body: c.body })).status, c.path).toBe(401);
    }
  });

  it('keeps a creator to their own posts (404 for another creator’s, 403 for brands)', async () => {
    const fixture = await campaignWithPosts();
    const stranger = await newCreator();
    const body = { views: 1, impressions: 1, reach: 1, likes: 1, comments: 0, shares: 0, saves: 0 };
    expect(
      (
        await stranger.as.get('/influencer/deliverables/:id/metrics/', {
          param: { id: fixture.deliverableIds[0] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await stranger.as.post('/influencer/deliverables/:id/metrics/', {
          param: { id: fixture.deliverableIds[0] },
          json: body,
        })
      ).status,
    ).toBe(404);
    expect((await asAcme(`/api/influencer/deliverables/${fixture.deliverableIds[0]}/metrics/`, { body })).status).toBe(
      403,
    );
  });
});
