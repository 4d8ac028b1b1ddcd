import { describe, expect, it } from 'vitest';
import { ZCampaignDetail, ZCampaignList } from '../../worker/schemas/campaign';
import { ZPipeline } from '../../worker/schemas/pipeline';
import { NORTHWIND, OWNER, as } from './accounts';
import { offer, openCampaign, PITCH, readyCreator } from './creator-helpers';

describe('candidates pipeline', () => {
  it('puts an accepted invitation (no pitch) under "waiting for your offer", and every screen counts it the same', async () => {
    const campaign = await openCampaign({ platforms: ['instagram', 'tiktok'] });
    const [a, b, c] = [await readyCreator(), await readyCreator(), await readyCreator()];
    const invite = async (creator: typeof a) =>
      (
        await as(OWNER).post('/brand/create-campaign-match/', {
          json: { campaign_id: campaign.id, creator_id: creator.profileId },
        })
      ).json.id as string;
    const ma = await invite(a);
    const mb = await invite(b);
    expect(
      await a.as.post('/influencer/campaign-matches/:id/accept-invitation/', { param: { id: ma }, json: {} }),
    ).toAnswer(200);
    expect(
      (
        await c.as.post('/influencer/campaigns/:id/apply/', {
          param: { id: campaign.id },
          json: { message: PITCH, proposed_rate_cents: 70_000 },
        })
      ).status,
    ).toBeLessThan(300);
    await offer(mb);
    expect(
      await b.as.post('/influencer/campaign-matches/:id/decline/', { param: { id: mb }, json: { reason: 'Busy' } }),
    ).toAnswer(200);

    const pipeline = ZPipeline.parse(
      (await as(OWNER).get('/brand/campaigns/:id/pipeline/', { param: { id: campaign.id } })).json,
    );
    expect(pipeline.counts).toEqual({ invited: 0, applied: 2, offered: 0, contract: 0, completed: 0, past: 1 });
    const accepted = pipeline.results.find((m) => m.id === ma)!;
    expect(accepted).toMatchObject({ stage: 'applied', source: 'invited', pitch: null, missing_platforms: ['tiktok'] });
    const applicant = pipeline.results.find((m) => m.creator.id === c.profileId)!;
    expect(applicant).toMatchObject({
      stage: 'applied',
      pitch: { message: PITCH, proposed_rate_cents: 70_000, status: 'pending' },
    });
    expect(pipeline.results.find((m) => m.id === mb)).toMatchObject({
      stage: 'past',
      status: 'declined',
      last_moved_by: 'creator',
    });

    const detail = ZCampaignDetail.parse(
      (await as(OWNER).get('/brand/campaigns/:id/', { param: { id: campaign.id } })).json,
    );
    expect(detail.pending_pitches).toBe(pipeline.counts.applied);
    const list = ZCampaignList.parse(
      (await as(OWNER).get('/brand/campaigns/', { query: { page_size: '100', q: campaign.title } })).json,
    );
    expect(list.results.find((x) => x.id === campaign.id)?.applicants_count).toBe(pipeline.counts.applied);
  });

  it('is another brand’s 404', async () => {
    const campaign = await openCampaign();
    expect(await as(NORTHWIND).get('/brand/campaigns/:id/pipeline/', { param: { id: campaign.id } })).toAnswer(404);
  });
});
