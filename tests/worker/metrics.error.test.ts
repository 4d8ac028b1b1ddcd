import { describe, expect, it } from 'vitest';
import { callRaw } from './helpers';
import { asAcme, campaignWithPosts, contractedCampaign, setStatus } from './metrics.fixtures';
import { fakeMedia, uploadSingle } from './uploads.fixtures';

const report = (token: string, deliverableId: string, body: unknown) =>
  callRaw(`/api/influencer/deliverables/${deliverableId}/metrics/`, { token, body });
const counts = { views: 100, impressions: 1_000, reach: 800, likes: 50, comments: 5, shares: 2, saves: 3 };

describe('metrics: refused requests', () => {
  it('asks for metrics of live posts only (409 otherwise) and not twice within a day', async () => {
    const unpublished = await contractedCampaign();
    const none = await asAcme('/api/brand/request-metrics/', { body: { match_id: unpublished.matchId } });
    expect(none.status).toBe(409);
    expect(none.json.detail).toMatch(/no live posts/);
    expect(
      (await asAcme('/api/brand/request-metrics/', { body: { deliverable_ids: [unpublished.deliverableIds[0]] } }))
        .status,
    ).toBe(409);

    const live = await campaignWithPosts();
    expect(
      (await asAcme('/api/brand/request-metrics/', { body: { deliverable_ids: [live.deliverableIds[0]] } })).status,
    ).toBe(201);
    const again = await asAcme('/api/brand/request-metrics/', { body: { deliverable_ids: [live.deliverableIds[0]] } });
    expect(again.status).toBe(409);
    expect(again.json.detail).toMatch(/already asked/);
    // The other post of the match has not been asked about yet: asking for the match asks for that one only.
    const rest = await asAcme('/api/brand/request-metrics/', { body: { match_id: live.matchId } });
    expect(rest.status).toBe(201);
    expect(rest.json.requests.map((r: { deliverable_id: string }) => r.deliverable_id)).toEqual([
      live.deliverableIds[1],
    ]);
  });

  it('validates the request body (400)', async () => {
    const live = await campaignWithPosts();
    expect((await asAcme('/api/brand/request-metrics/', { body: {} })).status).toBe(400);
    expect(
      (
        await asAcme('/api/brand/request-metrics/', {
          body: { match_id: live.matchId, deliverable_ids: [live.deliverableIds[0]] },
        })
      ).status,
    ).toBe(400);
    expect((await asAcme('/api/brand/request-metrics/', { body: { deliverable_ids: [] } })).status).toBe(400);
    expect((await asAcme('/api/brand/request-metrics/', { body: { match_id: 'nope' } })).status).toBe(400);
    expect(
      (await asAcme('/api/brand/request-metrics/', { body: { match_id: live.matchId, message: 'x'.repeat(1001) } }))
        .status,
    ).toBe(400);
    expect((await asAcme('/api/brand/request-metrics/', { body: { match_id: crypto.randomUUID() } })).status).toBe(404);
  });

  it('takes a creator’s figures only for live posts and only when they add up', async () => {
    const { creator, deliverableIds } = await contractedCampaign();
    const notLive = await report(creator.token, deliverableIds[0], counts);
    expect(notLive.status).toBe(409);
    await setStatus([deliverableIds[0]], 'published');
    const tooMuchReach = await report(creator.token, deliverableIds[0], { ...counts, reach: 2_000 });
    expect(tooMuchReach.status).toBe(400);
    expect(tooMuchReach.error.fields.reach).toBeDefined();
    expect((await report(creator.token, deliverableIds[0], { ...counts, likes: -1 })).error.fields.likes).toBeDefined();
    expect((await report(creator.token, deliverableIds[0], { ...counts, likes: 1.5 })).status).toBe(400);
    expect((await report(creator.token, deliverableIds[0], { likes: 3 })).status).toBe(400);
    expect((await report(creator.token, 'not-an-id', counts)).status).toBe(400);
  });

  it('accepts only the creator’s own finished image as the screenshot', async () => {
    const { creator, deliverableIds } = await campaignWithPosts();
    const token = creator.token;
    const video = await uploadSingle(token, 'clip.mp4', fakeMedia('mp4', 4_000));
    const notImage = await report(creator.token, deliverableIds[0], { ...counts, screenshot_upload_id: video.json.id });
    expect(notImage.status).toBe(400);
    expect(notImage.error.fields.screenshot_upload_id).toEqual(['The screenshot must be an image.']);
    expect(
      (await report(creator.token, deliverableIds[0], { ...counts, screenshot_upload_id: crypto.randomUUID() })).status,
    ).toBe(404);
  });

  it('answers 404 for a campaign that does not exist and 400 for a malformed id', async () => {
    expect((await asAcme(`/api/brand/campaigns/${crypto.randomUUID()}/metrics/`)).status).toBe(404);
    expect((await asAcme('/api/brand/campaigns/nope/metrics/')).status).toBe(400);
    expect((await asAcme(`/api/brand/deliverables/${crypto.randomUUID()}/metrics/screenshot/`)).status).toBe(404);
  });
});
