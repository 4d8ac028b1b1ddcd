import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainEvents, matchOffers, matchTransitions, notifications } from '../../db/schema';
import { ZMatchDetail } from '../../worker/schemas/brand-matches';
import { ZMyMatchDetail, ZMyMatchList } from '../../worker/schemas/creator-matches';
import { NORTHWIND, OWNER, as } from './accounts';
import { offer, openCampaign, PITCH, readyCreator } from './creator-helpers';
import { testDb } from './helpers';
import { expectOneWinner } from './race';
import type { ApiBody, Client } from './api';

/** A creator who accepted Acme's invitation (match `applied`, source `invited`). */
const applied = async () => {
  const creator = await readyCreator();
  const campaign = await openCampaign();
  expect(
    await as(OWNER).post('/brand/create-campaign-match/', {
      json: { campaign_id: campaign.id, creator_id: creator.profileId },
    }),
  ).toAnswer(201);
  const matchId = ZMyMatchList.parse(
    (await creator.as.get('/influencer/campaign-matches/', { query: { group: 'invitations' } })).json,
  ).results[0]!.id;
  expect(
    await creator.as.post('/influencer/campaign-matches/:id/accept-invitation/', {
      param: { id: matchId },
      json: { message: PITCH, proposed_rate_cents: 150_000 },
    }),
  ).toAnswer(200);
  return { creator, campaign, matchId };
};

const counter = (as: Client, matchId: string, rate_cents: number, message = 'My rate for a reel and three stories.') =>
  as.post('/influencer/campaign-matches/:id/counter-offer/', {
    param: { id: matchId },
    json: { rate_cents, message },
  });
const answerCounter = (
  matchId: string,
  body: ApiBody<'/brand/matches/:match_id/counter-offer/respond/', 'post'>,
  email = OWNER,
) =>
  as(email).post('/brand/matches/:match_id/counter-offer/respond/', {
    param: { match_id: matchId },
    json: body,
  });

describe('negotiation', () => {
  it('the creator counters, the brand changes the offer, the creator counters again and the brand accepts: every round on both sides', async () => {
    const { creator, matchId } = await applied();
    await offer(matchId, 100_000);

    const countered = ZMyMatchDetail.parse((await counter(creator.as, matchId, 140_000)).json);
    expect(countered).toMatchObject({ status: 'countered', next_action: 'wait', actions: ['decline'] });
    expect(await counter(creator.as, matchId, 130_000)).toAnswer(409);
    expect(
      await creator.as.post('/influencer/campaign-matches/:id/accept-offer/', { param: { id: matchId } }),
    ).toAnswer(409);

    await offer(matchId, 120_000);
    const second = await counter(creator.as, matchId, 130_000, 'Meet me at 1,300?');
    expect(second.status).toBe(200);
    const accepted = await answerCounter(matchId, { response: 'accept' });
    expect(accepted.json).toEqual({ id: matchId, status: 'accepted' });

    const brandView = ZMatchDetail.parse(
      (await as(OWNER).get('/brand/campaign-match/:id/', { param: { id: matchId } })).json,
    );
    expect(brandView).toMatchObject({ status: 'accepted', offered_rate_cents: 130_000 });
    expect(brandView.offers.map((o) => [o.side, o.rate_cents])).toEqual([
      ['brand', 100_000],
      ['creator', 140_000],
      ['brand', 120_000],
      ['creator', 130_000],
    ]);
    expect(brandView.offers[3]).toMatchObject({
      message: 'Meet me at 1,300?',
      by_name: 'Test Creator',
      deliverables: null,
    });
    const creatorView = ZMyMatchDetail.parse(
      (await creator.as.get('/influencer/campaign-matches/:id/', { param: { id: matchId } })).json,
    );
    expect(creatorView.offers).toEqual(brandView.offers);
    expect(creatorView.timeline.map((t) => [t.to_status, t.by])).toEqual([
      ['invited', 'brand'],
      ['applied', 'creator'],
      ['proposed', 'brand'],
      ['countered', 'creator'],
      ['proposed', 'brand'],
      ['countered', 'creator'],
      ['accepted', 'brand'],
    ]);
    expect(creatorView).toMatchObject({ actions: ['sign_contract'], next_action: 'sign_contract' });
    const contract = await creator.as.get('/influencer/campaign-matches/:id/contract/', {
      param: { id: matchId },
    });
    expect(contract.json.terms.rate_cents).toBe(130_000);
  });

  it('a declined counter-offer or a declined offer can be followed by a new offer', async () => {
    const { creator, matchId } = await applied();
    await offer(matchId, 100_000);
    await counter(creator.as, matchId, 300_000);
    const declined = await answerCounter(matchId, { response: 'decline', note: 'Too far from our budget.' });
    expect(declined.json.status).toBe('declined');
    const mine = ZMyMatchDetail.parse(
      (await creator.as.get('/influencer/campaign-matches/:id/', { param: { id: matchId } })).json,
    );
    expect(mine.timeline.at(-1)).toMatchObject({
      to_status: 'declined',
      by: 'brand',
      note: 'Too far from our budget.',
    });

    await offer(matchId, 150_000);
    expect(
      await creator.as.post('/influencer/campaign-matches/:id/decline/', {
        param: { id: matchId },
        json: { reason: 'Booked that month.' },
      }),
    ).toAnswer(200);
    await offer(matchId, 180_000);
    const back = ZMyMatchDetail.parse(
      (await creator.as.get('/influencer/campaign-matches/:id/', { param: { id: matchId } })).json,
    );
    expect(back).toMatchObject({
      status: 'proposed',
      offered_rate_cents: 180_000,
      actions: ['decline', 'accept_offer', 'counter'],
    });
  });

  it('refuses bad counters (400), answers from the wrong state (409), other brands (404) and the rate already on offer', async () => {
    const { creator, matchId } = await applied();
    expect(await counter(creator.as, matchId, 120_000)).toAnswer(409);
    await offer(matchId, 100_000);
    const same = await counter(creator.as, matchId, 100_000);
    expect(same.status).toBe(400);
    expect(same.error.fields).toHaveProperty('rate_cents');
    for (const body of [
      { rate_cents: 50, message: 'x' },
      { rate_cents: 120_000, message: '' },
      { rate_cents: 'lots', message: 'x' },
      {},
    ]) {
      expect(
        (await creator.as.raw(`/api/influencer/campaign-matches/${matchId}/counter-offer/`, { body })).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(await answerCounter(matchId, { response: 'accept' })).toAnswer(409);
    await counter(creator.as, matchId, 120_000);
    expect(await answerCounter(matchId, { response: 'accept' }, NORTHWIND)).toAnswer(404);
    const maybe = await as(OWNER).raw(`/api/brand/matches/${matchId}/counter-offer/respond/`, {
      body: { response: 'maybe' },
    });
    expect(maybe.status).toBe(400);
    const someone = await readyCreator();
    expect(await counter(someone.as, matchId, 120_000)).toAnswer(404);
  });

  it('a creator who declined the invitation gets no offer (409)', async () => {
    const creator = await readyCreator();
    const campaign = await openCampaign();
    const invited = await as(OWNER).post('/brand/create-campaign-match/', {
      json: { campaign_id: campaign.id, creator_id: creator.profileId },
    });
    expect(
      await creator.as.post('/influencer/campaign-matches/:id/decline/', { param: { id: invited.json.id }, json: {} }),
    ).toAnswer(200);
    const res = await as(OWNER).post('/brand/campaign/propose-rates-and-deliverables/', {
      json: {
        brand_campaign_match_id: invited.json.id,
        rate_cents: 100_000,
        deliverables: [{ type: 'reel', platform: 'instagram', quantity: 1, due_days: 14 }],
      },
    });
    expect(res.status).toBe(409);
  });
});

describe('races: one winner per state change', () => {
  const countMoves = async (matchId: string) => {
    const db = testDb();
    const [moves, rounds, events] = await Promise.all([
      db
        .select()
        .from(matchTransitions)
        .where(eq(matchTransitions.matchId, matchId))
        .orderBy(asc(matchTransitions.createdAt)),
      db.select().from(matchOffers).where(eq(matchOffers.matchId, matchId)),
      db.select().from(domainEvents),
    ]);
    return {
      moves: moves.map((m) => m.toStatus),
      rounds: rounds.length,
      events: events.filter((e) => e.payload.match_id === matchId).map((e) => e.type),
    };
  };

  it('accepting the same pitch 20 times at once makes one offer, one event, one notification', async () => {
    const creator = await readyCreator();
    const campaign = await openCampaign();
    const pitched = await creator.as.post('/influencer/campaigns/:id/apply/', {
      param: { id: campaign.id },
      json: { message: PITCH, proposed_rate_cents: 90_000 },
    });
    expect(pitched.status, JSON.stringify(pitched.json)).toBeLessThan(300);
    const pitchId = (await as(OWNER).get('/brand/campaigns/:id/pitches/', { param: { id: campaign.id } })).json[0]
      .id as string;
    const won = await expectOneWinner(20, () =>
      as(OWNER).post('/brand/pitches/:id/respond/', {
        param: { id: pitchId },
        json: { response: 'accept' },
      }),
    );
    const matchId = won.json.id as string;
    expect(await countMoves(matchId)).toMatchObject({
      moves: ['applied', 'proposed'],
      rounds: 1,
      events: ['match.applied', 'match.proposed'],
    });
    const db = testDb();
    await expect
      .poll(
        async () =>
          (
            await db
              .select()
              .from(notifications)
              .where(and(eq(notifications.userId, creator.userId), eq(notifications.kind, 'match.proposed')))
          ).length,
        { timeout: 10_000 },
      )
      .toBe(1);
  });

  it('20 identical offers, counters, accepts and counter answers each move the match once', async () => {
    const { creator, matchId } = await applied();
    const body: ApiBody<'/brand/campaign/propose-rates-and-deliverables/', 'post'> = {
      brand_campaign_match_id: matchId,
      rate_cents: 100_000,
      deliverables: [{ type: 'reel', platform: 'instagram', quantity: 1, due_days: 14 }],
    };
    await expectOneWinner(20, () => as(OWNER).post('/brand/campaign/propose-rates-and-deliverables/', { json: body }));
    await expectOneWinner(20, () => counter(creator.as, matchId, 125_000));
    await expectOneWinner(20, () => answerCounter(matchId, { response: 'accept' }));
    await expectOneWinner(20, () =>
      creator.as.post('/influencer/campaign-matches/:id/sign-contract/', {
        param: { id: matchId },
        json: { signature_name: 'Test Creator', agree: true },
      }),
    );
    expect(await countMoves(matchId)).toMatchObject({
      moves: ['invited', 'applied', 'proposed', 'countered', 'accepted', 'contracted'],
      rounds: 2,
    });
  });

  it('20 identical invitation answers and offer accepts each move the match once', async () => {
    const creator = await readyCreator();
    const campaign = await openCampaign();
    const invited = await as(OWNER).post('/brand/create-campaign-match/', {
      json: { campaign_id: campaign.id, creator_id: creator.profileId },
    });
    const matchId = invited.json.id as string;
    await expectOneWinner(20, () =>
      creator.as.post('/influencer/campaign-matches/:id/accept-invitation/', {
        param: { id: matchId },
        json: { message: PITCH },
      }),
    );
    await offer(matchId, 100_000);
    await expectOneWinner(20, () =>
      creator.as.post('/influencer/campaign-matches/:id/accept-offer/', { param: { id: matchId } }),
    );
    expect((await countMoves(matchId)).moves).toEqual(['invited', 'applied', 'proposed', 'accepted']);
  });
});
