import { describe, expect, it } from 'vitest';
import { ZContract, ZMyMatchCounts, ZMyMatchDetail, ZMyMatchList } from '../../worker/schemas/creator-matches';
import { CREATOR, OWNER, as } from './accounts';
import { PITCH, newCreator, offer, openCampaign, readyCreator } from './creator-helpers';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A creator invited by Acme to a fresh campaign; returns the creator and the match id. */
const invited = async () => {
  const creator = await readyCreator();
  const campaign = await openCampaign();
  const res = await as(OWNER).post('/brand/create-campaign-match/', {
    json: { campaign_id: campaign.id, creator_id: creator.profileId },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const matches = ZMyMatchList.parse(
    (await creator.as.get('/influencer/campaign-matches/', { query: { group: 'invitations' } })).json,
  );
  return { creator, campaign, matchId: matches.results[0]!.id };
};

describe('my campaigns', () => {
  it('lists the demo creator’s matches by tab, with counts and next actions', async () => {
    const counts = ZMyMatchCounts.parse((await as(CREATOR).get('/influencer/campaign-matches/counts/')).json);
    for (const group of ['invitations', 'offers', 'to_sign', 'completed'] as const)
      expect(counts[group], group).toBeGreaterThanOrEqual(group === 'completed' ? 0 : 1);
    expect(counts.active).toBeGreaterThanOrEqual(4);
    const active = ZMyMatchList.parse(
      (await as(CREATOR).get('/influencer/campaign-matches/', { query: { group: 'active' } })).json,
    );
    const layers = active.results.find((m) => m.campaign.title === 'Winter Layers Lookbook')!;
    expect(layers).toMatchObject({ next_action: 'deliver', brand: { name: 'Acme Outdoors' } });
    expect(layers.deliverables.total).toBe(2);
    const offers = ZMyMatchList.parse(
      (await as(CREATOR).get('/influencer/campaign-matches/', { query: { group: 'offers' } })).json,
    );
    expect(offers.results[0]!.next_action).toBe('answer_offer');
    expect(await as(CREATOR).raw('/api/influencer/campaign-matches/?group=everything')).toAnswer(400);
  });

  it('hides other creators’ matches (404) and other roles (403)', async () => {
    const someone = await newCreator();
    const casey = ZMyMatchList.parse((await as(CREATOR).get('/influencer/campaign-matches/')).json).results[0]!;
    for (const path of ['', 'contract/'])
      expect(await someone.as.raw(`/api/influencer/campaign-matches/${casey.id}/${path}`)).toAnswer(404);
    for (const action of ['accept-invitation', 'accept-offer', 'decline']) {
      expect(
        (await someone.as.raw(`/api/influencer/campaign-matches/${casey.id}/${action}/`, { body: {} })).status,
        action,
      ).toBe(404);
    }
    expect(
      await someone.as.post('/influencer/campaign-matches/:id/sign-contract/', {
        param: { id: casey.id },
        json: { signature_name: 'Test Creator', agree: true },
      }),
    ).toAnswer(404);
    expect(await as(OWNER).get('/influencer/campaign-matches/')).toAnswer(403);
    expect(await someone.as.get('/influencer/campaign-matches/:id/', { param: { id: 'not-a-uuid' } })).toAnswer(400);
  });
});

describe('invitation → offer → contract', () => {
  it('accepts an invitation, then the offer, then signs: deliverables are due from the signing day', async () => {
    const { creator, matchId } = await invited();
    const detail = ZMyMatchDetail.parse(
      (await creator.as.get('/influencer/campaign-matches/:id/', { param: { id: matchId } })).json,
    );
    expect(detail).toMatchObject({
      status: 'invited',
      actions: ['accept_invitation', 'decline'],
      next_action: 'answer_invitation',
    });

    const yes = await creator.as.post('/influencer/campaign-matches/:id/accept-invitation/', {
      param: { id: matchId },
      json: { message: PITCH, proposed_rate_cents: 110_000 },
    });
    expect(yes.json).toMatchObject({ status: 'applied', pitch: { proposed_rate_cents: 110_000 } });
    expect(
      await creator.as.post('/influencer/campaign-matches/:id/accept-offer/', { param: { id: matchId } }),
    ).toAnswer(409);
    expect(await creator.as.get('/influencer/campaign-matches/:id/contract/', { param: { id: matchId } })).toAnswer(
      409,
    );

    await offer(matchId, 120_001);
    const accepted = await creator.as.post('/influencer/campaign-matches/:id/accept-offer/', {
      param: { id: matchId },
    });
    expect(accepted.json).toMatchObject({
      status: 'accepted',
      next_action: 'sign_contract',
      actions: ['sign_contract'],
      contract: { signed_at: null },
    });

    const draft = ZContract.parse(
      (await creator.as.get('/influencer/campaign-matches/:id/contract/', { param: { id: matchId } })).json,
    );
    expect(draft).toMatchObject({
      status: 'awaiting_signature',
      signature: null,
      expected_signature: 'Test Creator',
      terms: { rate_cents: 120_001, brand_name: 'Acme Outdoors' },
    });
    expect(draft.sections.map((s) => s.title)).toEqual([
      'Parties',
      'Deliverables',
      'Fee',
      'Review and changes',
      'Usage rights',
      'Disclosure',
      'Ending early',
    ]);
    expect(draft.schedule.map((s) => s.rate_cents)).toEqual([60_001, 60_000]);

    expect(
      (
        await creator.as.post('/influencer/campaign-matches/:id/sign-contract/', {
          param: { id: matchId },
          json: { signature_name: 'Somebody Else', agree: true },
        })
      ).error.fields,
    ).toHaveProperty('signature_name');
    expect(
      await creator.as.raw(`/api/influencer/campaign-matches/${matchId}/sign-contract/`, {
        body: { signature_name: 'Test Creator', agree: false },
      }),
    ).toAnswer(400);
    const signed = await creator.as.post('/influencer/campaign-matches/:id/sign-contract/', {
      param: { id: matchId },
      json: { signature_name: '  test   creator ', agree: true },
      headers: { 'cf-connecting-ip': '198.51.100.23' },
    });
    expect(signed.status, JSON.stringify(signed.json)).toBe(200);
    const contract = ZContract.parse(signed.json);
    expect(contract).toMatchObject({ status: 'signed', signature: { name: 'test   creator', ip: '198.51.100.23' } });
    expect(contract.schedule.map((s) => s.due_date)).toEqual([inDays(14), inDays(7)]);

    const after = ZMyMatchDetail.parse(
      (await creator.as.get('/influencer/campaign-matches/:id/', { param: { id: matchId } })).json,
    );
    expect(after).toMatchObject({ status: 'contracted', next_action: 'deliver', actions: [] });
    expect(after.deliverable_items.map((d) => [d.type, d.due_date, d.rate_cents, d.status])).toEqual([
      ['story', inDays(7), 60_000, 'pending'],
      ['reel', inDays(14), 60_001, 'pending'],
    ]);
    expect(after.timeline.map((t) => `${t.to_status}:${t.by}`)).toEqual([
      'invited:brand',
      'applied:creator',
      'proposed:brand',
      'accepted:creator',
      'contracted:creator',
    ]);

    const brandView = await as(OWNER).get('/brand/campaign-match/:id/', { param: { id: matchId } });
    expect(brandView.json).toMatchObject({ status: 'contracted' });
    expect(brandView.json.contract!.signed_at).not.toBeNull();
    expect(
      await creator.as.post('/influencer/campaign-matches/:id/sign-contract/', {
        param: { id: matchId },
        json: { signature_name: 'Test Creator', agree: true },
      }),
    ).toAnswer(409);
  });

  it('declines an invitation once, with a reason the brand can read', async () => {
    const { creator, matchId } = await invited();
    const no = await creator.as.post('/influencer/campaign-matches/:id/decline/', {
      param: { id: matchId },
      json: { reason: 'Booked those weeks.' },
    });
    expect(no.json).toMatchObject({ status: 'declined', next_action: null, actions: [] });
    expect(no.json.timeline.at(-1)).toMatchObject({
      to_status: 'declined',
      note: 'Booked those weeks.',
      by: 'creator',
    });
    expect(
      await creator.as.post('/influencer/campaign-matches/:id/decline/', { param: { id: matchId }, json: {} }),
    ).toAnswer(409);
    expect(
      await creator.as.post('/influencer/campaign-matches/:id/accept-invitation/', {
        param: { id: matchId },
        json: {},
      }),
    ).toAnswer(409);
    expect(
      await creator.as.post('/influencer/campaign-matches/:id/decline/', {
        param: { id: matchId },
        json: { reason: 'x'.repeat(501) },
      }),
    ).toAnswer(400);
  });

  it('draws the demo creator’s seeded contract from its stored terms', async () => {
    // Other tests give Casey matches to sign too: pick the seeded one by its campaign.
    const toSign = ZMyMatchList.parse(
      (
        await as(CREATOR).get('/influencer/campaign-matches/', {
          query: { group: 'to_sign', page_size: '100' },
        })
      ).json,
    ).results.find((m) => m.campaign.title === 'Summit Jacket Launch')!;
    const contract = ZContract.parse(
      (await as(CREATOR).get('/influencer/campaign-matches/:id/contract/', { param: { id: toSign.id } })).json,
    );
    expect(contract.terms.campaign_title).toBe('Summit Jacket Launch');
    expect(contract.expected_signature).toBe('Casey Rivera');
    expect(contract).toMatchObject({
      status: 'awaiting_signature',
      terms: { brand_name: 'Acme Outdoors', creator_name: 'Casey Rivera' },
    });
    // Other tests add active matches still awaiting a signature: take a seeded one Casey signed.
    const active = ZMyMatchList.parse(
      (
        await as(CREATOR).get('/influencer/campaign-matches/', {
          query: { group: 'active', page_size: '100' },
        })
      ).json,
    ).results;
    const signedOne = active.find((m) => m.campaign.title === 'Hydration Pack Field Test')!;
    expect(
      ZContract.parse(
        (
          await as(CREATOR).get('/influencer/campaign-matches/:id/contract/', {
            param: { id: signedOne.id },
          })
        ).json,
      ).status,
    ).toBe('signed');
  });

  it('keeps pending creators from committing to an offer', async () => {
    const creator = await readyCreator();
    const campaign = await openCampaign();
    await as(OWNER).post('/brand/create-campaign-match/', {
      json: { campaign_id: campaign.id, creator_id: creator.profileId },
    });
    const [match] = ZMyMatchList.parse((await creator.as.get('/influencer/campaign-matches/')).json).results;
    await offer(match!.id);
    await as('staff@demo.test').patch('/influencer/status/:creator_id/', {
      param: { creator_id: creator.profileId },
      json: { status: 'PENDING' },
    });
    expect(
      (await creator.as.post('/influencer/campaign-matches/:id/accept-offer/', { param: { id: match!.id } })).error
        .code,
    ).toBe('creator_not_approved');
    expect(
      await creator.as.post('/influencer/campaign-matches/:id/decline/', { param: { id: match!.id }, json: {} }),
    ).toAnswer(200);
  });
});
