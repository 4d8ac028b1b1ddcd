import { describe, expect, it } from 'vitest';
import { api, callRaw } from './helpers';
import { CREATOR, NORTHWIND, STRATEGIST, tokenOf } from './accounts';
import { newCreator } from './creator-helpers';
import {
  asBrand,
  campaignAwaitingReview,
  contractedCampaign,
  deliverableRow,
  submitVersion,
} from './content-review.fixtures';

/** Every brand-side content-review call for one fresh campaign. */
const brandCalls = (f: Awaited<ReturnType<typeof campaignAwaitingReview>>) => [
  { path: `/api/influencer/campaign-deliverable/by-campaign/?campaign_id=${f.campaignId}` },
  {
    path: `/api/influencer/campaign-deliverable/${f.deliverableIds[0]}/`,
    method: 'PATCH',
    body: { action: 'approve' },
  },
  {
    path: `/api/brand/campaigns/${f.campaignId}/content/bulk-approve/`,
    body: { deliverable_ids: [f.deliverableIds[0]] },
  },
  { path: `/api/brand/deliverables/${f.deliverableIds[0]}/submissions/` },
  { path: `/api/brand/submissions/${f.submissions[0].id}/comments/` },
  { path: `/api/brand/submissions/${f.submissions[0].id}/comments/`, body: { body: 'Sneaky' } },
];

describe('content review: who may do what', () => {
  it('hides another brand’s campaign content (404) and changes nothing', async () => {
    const fixture = await campaignAwaitingReview();
    for (const c of brandCalls(fixture)) {
      const res = await callRaw(c.path, { method: c.method, body: c.body, token: await tokenOf(NORTHWIND) });
      expect(res.status, `${c.method ?? 'GET'} ${c.path}`).toBe(404);
    }
    expect((await deliverableRow(fixture.deliverableIds[0])).status).toBe('submitted');
  });

  it('refuses brand endpoints to creators (403) and to anonymous callers (401)', async () => {
    const fixture = await campaignAwaitingReview();
    for (const c of brandCalls(fixture)) {
      expect(
        (await callRaw(c.path, { method: c.method, body: c.body, token: await tokenOf(CREATOR) })).status,
        c.path,
      ).toBe(403);
      expect((await callRaw(c.path, { method: c.method, body: c.body })).status, c.path).toBe(401);
    }
  });

  it('does not let a strategist act for a brand they do not manage', async () => {
    const fixture = await campaignAwaitingReview();
    const res = await api.patch('/influencer/campaign-deliverable/:id/', {
      param: { id: fixture.deliverableIds[0] },
      token: await tokenOf(STRATEGIST),
      headers: { 'x-selected-brand': crypto.randomUUID() },
      json: { action: 'approve' },
    });
    expect([403, 404]).toContain(res.status);
    expect((await deliverableRow(fixture.deliverableIds[0])).status).toBe('submitted');
  });

  it('shows a creator the feedback on their own versions only (another creator gets 404)', async () => {
    const fixture = await campaignAwaitingReview();
    await asBrand(`/api/brand/submissions/${fixture.submissions[0].id}/comments/`, { body: { body: 'Nice!' } });
    const own = await api.get('/influencer/submissions/:id/comments/', {
      param: { id: fixture.submissions[0].id },
      token: fixture.creator.token,
    });
    expect(own.status).toBe(200);
    const stranger = await newCreator();
    expect(
      (
        await stranger.as.get('/influencer/submissions/:id/comments/', {
          param: { id: fixture.submissions[0].id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.get('/influencer/submissions/:id/comments/', {
          param: { id: fixture.submissions[0].id },
          token: await tokenOf(NORTHWIND),
        })
      ).status,
    ).toBe(403);
  });

  it('does not bulk-approve deliverables of another campaign through this one', async () => {
    const first = await campaignAwaitingReview();
    const other = await contractedCampaign();
    await submitVersion(other.creator.token, other.deliverableIds[0]);
    const res = await asBrand(`/api/brand/campaigns/${first.campaignId}/content/bulk-approve/`, {
      body: { deliverable_ids: [other.deliverableIds[0]] },
    });
    expect(res.json.results[0]).toMatchObject({ ok: false, code: 'not_found' });
    expect((await deliverableRow(other.deliverableIds[0])).status).toBe('submitted');
  });
});
