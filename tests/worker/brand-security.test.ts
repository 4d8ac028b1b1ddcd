import { describe, expect, it } from 'vitest';
import { CREATOR, NORTHWIND, OWNER, STRATEGIST, as } from './accounts';
import { createActiveCampaign, invite, someCreators, actingFor } from './brand-helpers';
import { callRaw } from './helpers';

describe('brand workspace: tenancy, roles and plan gates', () => {
  it('hides another brand’s campaigns, matches and pitches (404) on every object endpoint', async () => {
    const campaign = await createActiveCampaign();
    const [creator] = await someCreators(1, 60);
    const matchId = await invite(campaign.id, creator!);
    const foreign = [
      ['GET', `/api/brand/campaigns/${campaign.id}/`],
      ['PATCH', `/api/brand/campaign/update/${campaign.id}/`, { title: 'Hijacked' }],
      ['DELETE', `/api/brand/campaigns/delete/${campaign.id}/`],
      ['GET', `/api/brand/campaigns/${campaign.id}/pitches/`],
      ['GET', `/api/brand/campaigns/${campaign.id}/matches/`],
      ['GET', `/api/brand/campaign/matches/retrieve-approved-creators/?brand_campaign_id=${campaign.id}`],
      ['GET', `/api/brand/campaign-match/${matchId}/`],
      ['PATCH', `/api/brand/campaign-match/update/${matchId}/`, { action: 'remove', removal_reason_id: 'other' }],
      ['POST', `/api/brand/matches/${matchId}/expire/`],
      [
        'POST',
        '/api/brand/campaign/propose-rates-and-deliverables/',
        {
          brand_campaign_match_id: matchId,
          rate_cents: 10_000,
          deliverables: [{ type: 'reel', platform: 'instagram', quantity: 1, due_days: 7 }],
        },
      ],
      ['POST', '/api/brand/create-campaign-match/', { campaign_id: campaign.id, creator_id: creator }],
    ] as const;
    for (const [method, path, body] of foreign) {
      const res = await as(NORTHWIND).raw(path, { method, body });
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.json)}`).toBe(404);
    }
    const northwindStrategist = await actingFor('Northwind Foods');
    expect(
      await as(STRATEGIST).get('/brand/campaigns/:id/', { param: { id: campaign.id }, headers: northwindStrategist }),
    ).toAnswer(404);
    expect(await as(OWNER).get('/brand/campaign-match/:id/', { param: { id: matchId } })).toAnswer(200);
  });

  it('answers 404 to a strategist acting for a brand they do not manage, reference lists included', async () => {
    const elsewhere = { 'X-Selected-Brand': crypto.randomUUID() };
    for (const path of ['/brand/removal-reasons/', '/brand/campaigns/'] as const) {
      expect((await as(STRATEGIST).get(path, { headers: elsewhere })).status, path).toBe(404);
    }
  });

  it('answers 403 to creators and 401 to anonymous callers', async () => {
    for (const path of [
      '/api/brand/campaigns/',
      '/api/brand/creator-database/',
      '/api/brand/saved-profiles/',
      '/api/brand/settings/',
      '/api/brand/removal-reasons/',
    ]) {
      expect((await as(CREATOR).raw(path)).status, path).toBe(403);
      expect((await callRaw(path)).status, path).toBe(401);
    }
    expect(await as(CREATOR).post('/brand/campaign/create/', { json: { title: 'Nope' } })).toAnswer(403);
  });

  it('gates plan features with 403 feature_not_in_plan: Northwind (Starter) has no Creator Matches', async () => {
    const list = await as(NORTHWIND).get('/brand/campaigns/', { query: { status: 'active' } });
    const campaignId = list.json.results[0].id;
    const gated = await as(NORTHWIND).get('/brand/campaigns/:id/suggested-creators/', {
      param: { id: campaignId },
    });
    expect(gated.status).toBe(403);
    expect(gated.error.code).toBe('feature_not_in_plan');
    expect(await as(NORTHWIND).get('/brand/creator-database/', { query: { niche: 'Food' } })).toAnswer(200);
  });

  it('applies the strategist’s fixed permissions: search filters yes, saved creators and drafts no', async () => {
    const headers = await actingFor('Acme Outdoors');
    expect(await as(STRATEGIST).get('/brand/creator-database/', { query: { niche: 'Outdoors' }, headers })).toAnswer(
      200,
    );
    const saved = await as(STRATEGIST).get('/brand/saved-profiles/', { headers });
    expect(saved.status).toBe(403);
    expect(saved.error.code).toBe('feature_not_in_plan');
    const draft = await as(STRATEGIST).post('/brand/campaign/create/', {
      json: { title: 'Strategist draft' },
      headers,
    });
    expect(draft.error.code).toBe('feature_not_in_plan');
    expect((await as(STRATEGIST).get('/brand/campaigns/')).error.code).toBe('brand_not_selected');
  });
});
