import { describe, expect, it } from 'vitest';
import { campaignMatches, pitches } from '../../db/schema';
import { ZMatchDetail, ZMatchList, ZPitches, ZRemovalReasons } from '../../worker/schemas/brand-matches';
import { OWNER, as } from './accounts';
import { createActiveCampaign, invite, someCreators } from './brand-helpers';
import { testDb } from './helpers';
import type { ApiBody } from './api';

const offer: Omit<ApiBody<'/brand/campaign/propose-rates-and-deliverables/', 'post'>, 'brand_campaign_match_id'> = {
  rate_cents: 85_000,
  deliverables: [{ type: 'reel', platform: 'instagram', quantity: 2, due_days: 10 }],
  message: 'Two reels in March?',
};

/** A creator's application (the creator side is the creator workspace's; here it is written directly). */
const applyAs = async (campaignId: string, creatorId: string, proposedRateCents: number | null = 64_000) => {
  const me = await as(OWNER).get('/auth/me/');
  const matchId = crypto.randomUUID();
  const pitchId = crypto.randomUUID();
  const db = testDb();
  await db.batch([
    db.insert(campaignMatches).values({
      id: matchId,
      campaignId,
      brandId: me.json.brand!.id,
      creatorId,
      status: 'applied',
      source: 'applied',
      statusChangedAt: new Date().toISOString(),
    }),
    db.insert(pitches).values({ id: pitchId, matchId, campaignId, message: 'Pick me!', proposedRateCents }),
  ]);
  return { matchId, pitchId };
};

describe('campaign matches and pitches', () => {
  it('invites creators, proposes rates and deliverables, and records who moved the match', async () => {
    const campaign = await createActiveCampaign();
    const [a, b] = await someCreators(2, 100);
    const first = await invite(campaign.id, a!);
    await invite(campaign.id, b!);
    const invited = ZMatchList.parse(
      (
        await as(OWNER).get('/brand/campaigns/:id/matches/', {
          param: { id: campaign.id },
          query: { status: 'invited' },
        })
      ).json,
    );
    expect(invited.count).toBe(2);

    const proposed = await as(OWNER).post('/brand/campaign/propose-rates-and-deliverables/', {
      json: { brand_campaign_match_id: first, ...offer },
    });
    expect(proposed.json).toEqual({ id: first, status: 'proposed' });
    const revised = await as(OWNER).post('/brand/campaign/propose-rates-and-deliverables/', {
      json: { brand_campaign_match_id: first, ...offer, rate_cents: 90_000 },
    });
    expect(revised.status).toBe(200);

    const detail = ZMatchDetail.parse(
      (await as(OWNER).get('/brand/campaign-match/:id/', { param: { id: first } })).json,
    );
    expect(detail).toMatchObject({
      status: 'proposed',
      offered_rate_cents: 90_000,
      offer_message: 'Two reels in March?',
    });
    expect(detail.offered_deliverables).toEqual(offer.deliverables);
    expect(detail.transitions.map((t) => [t.from_status, t.to_status, t.actor_name])).toEqual([
      [null, 'invited', 'Olivia Hart'],
      ['invited', 'proposed', 'Olivia Hart'],
      ['proposed', 'proposed', 'Olivia Hart'],
    ]);
    expect(detail.allowed_actions).toEqual(expect.arrayContaining(['propose', 'remove', 'expire']));
  });

  it('accepts a pitch as an offer of its rate for the campaign’s deliverables, and declines another with a reason', async () => {
    const campaign = await createActiveCampaign();
    const [a, b] = await someCreators(2, 110);
    const yes = await applyAs(campaign.id, a!);
    const no = await applyAs(campaign.id, b!);
    const listed = ZPitches.parse(
      (await as(OWNER).get('/brand/campaigns/:id/pitches/', { param: { id: campaign.id } })).json,
    );
    expect(listed.map((p) => p.status)).toEqual(['pending', 'pending']);

    expect(
      (
        await as(OWNER).post('/brand/pitches/:id/respond/', {
          param: { id: yes.pitchId },
          json: { response: 'accept' },
        })
      ).json,
    ).toEqual({ id: yes.matchId, status: 'proposed' });
    const accepted = ZMatchDetail.parse(
      (await as(OWNER).get('/brand/campaign-match/:id/', { param: { id: yes.matchId } })).json,
    );
    expect(accepted.offered_rate_cents).toBe(64_000);
    expect(accepted.offered_deliverables).toEqual([{ type: 'reel', platform: 'instagram', quantity: 1, due_days: 14 }]);
    expect(accepted.pitch?.status).toBe('accepted');

    const missingReason = await as(OWNER).raw(`/api/brand/pitches/${no.pitchId}/respond/`, {
      body: { response: 'decline' },
    });
    expect(missingReason.status).toBe(400);
    expect(missingReason.error.fields).toHaveProperty('removal_reason_id');
    const unknownReason = await as(OWNER).post('/brand/pitches/:id/respond/', {
      param: { id: no.pitchId },
      json: { response: 'decline', removal_reason_id: 'because' },
    });
    expect(unknownReason.status).toBe(400);
    expect(
      (
        await as(OWNER).post('/brand/pitches/:id/respond/', {
          param: { id: no.pitchId },
          json: { response: 'decline', removal_reason_id: 'rates', note: 'Over budget' },
        })
      ).json.status,
    ).toBe('declined');
    const declined = ZMatchDetail.parse(
      (await as(OWNER).get('/brand/campaign-match/:id/', { param: { id: no.matchId } })).json,
    );
    expect(declined).toMatchObject({ status: 'declined', removal_reason_id: 'rates', removal_note: 'Over budget' });

    const again = await as(OWNER).post('/brand/pitches/:id/respond/', {
      param: { id: no.pitchId },
      json: { response: 'accept' },
    });
    expect(again.status).toBe(409);
    expect(
      await as(OWNER).post('/brand/pitches/:id/respond/', {
        param: { id: crypto.randomUUID() },
        json: { response: 'accept' },
      }),
    ).toAnswer(404);
    expect(await as(OWNER).raw(`/api/brand/pitches/${yes.pitchId}/respond/`, { body: { response: 'maybe' } })).toAnswer(
      400,
    );
  });

  it('removes with a reason, expires and completes only from states that allow it (409 otherwise)', async () => {
    const campaign = await createActiveCampaign();
    const [a, b, c] = await someCreators(3, 120);
    const removed = await invite(campaign.id, a!);
    const expired = await invite(campaign.id, b!);
    const other = await invite(campaign.id, c!);
    const reasons = ZRemovalReasons.parse((await as(OWNER).get('/brand/removal-reasons/')).json);
    expect(reasons.map((r) => r.id)).toContain('not-a-fit');

    expect(
      await as(OWNER).raw(`/api/brand/campaign-match/update/${removed}/`, {
        method: 'PATCH',
        body: { action: 'remove' },
      }),
    ).toAnswer(400);
    expect(
      (
        await as(OWNER).patch('/brand/campaign-match/update/:id/', {
          param: { id: removed },
          json: { action: 'remove', removal_reason_id: 'audience' },
        })
      ).json.status,
    ).toBe('removed');
    expect(
      await as(OWNER).patch('/brand/campaign-match/update/:id/', {
        param: { id: removed },
        json: { action: 'remove', removal_reason_id: 'audience' },
      }),
    ).toAnswer(409);
    expect(
      (await as(OWNER).post('/brand/matches/:match_id/expire/', { param: { match_id: expired } })).json.status,
    ).toBe('expired');
    expect(await as(OWNER).post('/brand/matches/:match_id/expire/', { param: { match_id: expired } })).toAnswer(409);
    expect(
      await as(OWNER).post('/brand/campaign/propose-rates-and-deliverables/', {
        json: { brand_campaign_match_id: expired, ...offer },
      }),
    ).toAnswer(409);
    expect(
      await as(OWNER).patch('/brand/campaign-match/update/:id/', {
        param: { id: other },
        json: { action: 'complete' },
      }),
    ).toAnswer(409);
    expect(
      await as(OWNER).raw(`/api/brand/campaign-match/update/${other}/`, { method: 'PATCH', body: { action: 'pause' } }),
    ).toAnswer(400);
  });

  it('refuses a second invitation of the same creator and invitations to archived campaigns (409)', async () => {
    const campaign = await createActiveCampaign();
    const [a] = await someCreators(1, 130);
    await invite(campaign.id, a!);
    const dup = await as(OWNER).post('/brand/create-campaign-match/', {
      json: { campaign_id: campaign.id, creator_id: a },
    });
    expect(dup.status).toBe(409);
    const archived = (await as(OWNER).post('/brand/campaign/create/', { json: { title: 'Quiet draft' } })).json;
    await as(OWNER).patch('/brand/campaign/update/:id/', {
      param: { id: archived.id },
      json: { status: 'archived' },
    });
    expect(
      await as(OWNER).post('/brand/create-campaign-match/', { json: { campaign_id: archived.id, creator_id: a } }),
    ).toAnswer(409);
    expect(
      await as(OWNER).post('/brand/create-campaign-match/', {
        json: { campaign_id: campaign.id, creator_id: crypto.randomUUID() },
      }),
    ).toAnswer(404);
    expect(
      await as(OWNER).post('/brand/create-campaign-match/', { json: { campaign_id: 'x', creator_id: a } }),
    ).toAnswer(400);
    const badOffer = await as(OWNER).post('/brand/campaign/propose-rates-and-deliverables/', {
      json: { brand_campaign_match_id: crypto.randomUUID(), rate_cents: 5, deliverables: [] },
    });
    expect(Object.keys(badOffer.error.fields)).toEqual(expect.arrayContaining(['rate_cents', 'deliverables']));
  });
});
