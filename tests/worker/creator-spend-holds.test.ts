import { describe, expect, it } from 'vitest';
import { ZCampaignSpendList, ZCreatorSpendOverview, ZMatchSpendPage } from '../../worker/schemas/creator-spend';
import { someCreators } from './brand-helpers';
import { CREATOR, OWNER, as } from './accounts';
import { walletOf, spendingBrand, topUp } from './spend-fixtures';
import { createCampaign, fundedInvitation, inviteCreator, propose, signedCollaboration } from './spend-collab.fixtures';

describe('offers hold funds (happy)', () => {
  it('an offer holds its amount, a revision adjusts the hold, and the three spend calls agree with the wallet', async () => {
    const { brand, campaignId, matchId } = await fundedInvitation({ walletCents: 300_000, budgetCents: 500_000 });
    expect((await propose(brand, matchId, 120_000)).status).toBe(200);
    expect(await walletOf(brand)).toMatchObject({
      available_cents: 180_000,
      held_cents: 120_000,
      pending_payments_cents: 120_000,
    });
    expect((await propose(brand, matchId, 90_000)).status).toBe(200);
    expect(await walletOf(brand)).toMatchObject({ available_cents: 210_000, held_cents: 90_000 });

    const campaigns = ZCampaignSpendList.parse((await brand.as.get('/brand/campaigns/spent/')).json);
    expect(campaigns.results.find((c) => c.campaign_id === campaignId)).toMatchObject({
      budget_cents: 500_000,
      committed_cents: 90_000,
      held_cents: 90_000,
      in_escrow_cents: 0,
      remaining_cents: 410_000,
    });
    const matches = ZMatchSpendPage.parse(
      (await brand.as.get('/brand/campaigns/matches/spent/', { query: { campaign_id: campaignId } })).json,
    );
    expect(matches.results).toEqual([
      expect.objectContaining({
        match_id: matchId,
        offer_cents: 90_000,
        held_cents: 90_000,
        funded: true,
        platform_fee_bps: 800,
        status: 'proposed',
      }),
    ]);
    const one = ZMatchSpendPage.parse(
      (await brand.as.get('/brand/campaigns/matches/spent/', { query: { match_id: matchId } })).json,
    );
    expect(one.results).toEqual(matches.results);
    expect(
      ZMatchSpendPage.parse(
        (await as(OWNER).get('/brand/campaigns/matches/spent/', { query: { match_id: matchId } })).json,
      ).results,
    ).toEqual([]);
    const overview = ZCreatorSpendOverview.parse((await brand.as.get('/brand/creator-spend-overview/')).json);
    expect(overview).toMatchObject({
      available_cents: 210_000,
      held_cents: 90_000,
      committed_cents: 90_000,
      funded_matches: 1,
    });
    const history = await brand.as.get('/brand/wallet/transactions/', {
      query: { campaign_id: campaignId },
    });
    expect(
      history.json.results.map((r: { kind: string; available_change_cents: number }) => [
        r.kind,
        r.available_change_cents,
      ]),
    ).toEqual([
      ['hold_return', 30_000],
      ['hold', -120_000],
    ]);
  });

  it('declining, removing or expiring an offer returns its hold at once', async () => {
    const brand = await spendingBrand();
    await topUp(brand, 300_000);
    const campaignId = await createCampaign(brand, 900_000);
    const creators = await someCreators(3, 240);
    const [a, b, c] = await Promise.all(creators.map((id) => inviteCreator(brand, campaignId, id)));
    for (const m of [a!, b!, c!]) expect((await propose(brand, m, 100_000)).status).toBe(200);
    expect(await walletOf(brand)).toMatchObject({ available_cents: 0, held_cents: 300_000 });

    expect((await brand.as.post('/brand/matches/:match_id/expire/', { param: { match_id: a } })).status).toBe(200);
    expect((await walletOf(brand)).available_cents).toBe(100_000);
    const reasons = await brand.as.get('/brand/removal-reasons/');
    const removed = await brand.as.patch('/brand/campaign-match/update/:id/', {
      param: { id: b },
      json: { action: 'remove', removal_reason_id: reasons.json[0].id },
    });
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    expect(await walletOf(brand)).toMatchObject({ available_cents: 200_000, held_cents: 100_000 });
    const spent = ZCampaignSpendList.parse((await brand.as.get('/brand/campaigns/spent/')).json).results.find(
      (x) => x.campaign_id === campaignId,
    );
    expect(spent).toMatchObject({ committed_cents: 100_000, held_cents: 100_000 });
  });

  it('the creator declining returns the hold; signing moves it into escrow', async () => {
    const declined = await fundedInvitation();
    expect((await propose(declined.brand, declined.matchId, 150_000)).status).toBe(200);
    const no = await declined.creator.as.post('/influencer/campaign-matches/:id/decline/', {
      param: { id: declined.matchId },
      json: { reason: 'Booked that month' },
    });
    expect(no.status, JSON.stringify(no.json)).toBe(200);
    expect(await walletOf(declined.brand)).toMatchObject({ available_cents: 300_000, held_cents: 0 });

    const signed = await signedCollaboration({ rateCents: 100_000 });
    expect(await walletOf(signed.brand)).toMatchObject({
      available_cents: 200_000,
      held_cents: 0,
      in_escrow_cents: 100_000,
      pending_payments_cents: 100_000,
    });
  });
});

describe('offers hold funds (errors)', () => {
  it('refuses an offer beyond the wallet with insufficient_funds and beyond the budget with over_budget, naming the figures', async () => {
    const { brand, matchId, campaignId } = await fundedInvitation({ walletCents: 100_000, budgetCents: 1_200_000 });
    const tooMuch = await propose(brand, matchId, 150_000);
    expect([tooMuch.status, tooMuch.error.code]).toEqual([409, 'insufficient_funds']);
    expect(tooMuch.error.detail).toContain('$1,000.00');
    expect(tooMuch.error.fields).toMatchObject({ available_cents: ['100000'], shortfall_cents: ['50000'] });

    const overBudget = await propose(brand, matchId, 1_500_000);
    expect([overBudget.status, overBudget.error.code]).toEqual([409, 'over_budget']);
    expect(overBudget.error.detail).toContain('$12,000.00');
    expect(await walletOf(brand)).toMatchObject({ available_cents: 100_000, held_cents: 0 });

    expect((await propose(brand, matchId, 80_000)).status).toBe(200);
    const lower = await brand.as.patch('/brand/campaign/update/:id/', {
      param: { id: campaignId },
      json: { budget_cents: 50_000 },
    });
    expect([lower.status, lower.error.code]).toEqual([409, 'over_budget']);
    expect(
      (
        await brand.as.patch('/brand/campaign/update/:id/', {
          param: { id: campaignId },
          json: { budget_cents: 80_000 },
        })
      ).status,
    ).toBe(200);
    const deleted = await brand.as.delete('/brand/campaigns/delete/:id/', { param: { id: campaignId } });
    expect(deleted.status).toBe(409);
  });

  it('rejects junk query parameters and other tenants’ campaigns on the spend calls', async () => {
    const brand = await spendingBrand();
    expect((await brand.as.get('/brand/campaigns/matches/spent/', { query: { campaign_id: 'nope' } })).status).toBe(
      400,
    );
    expect(
      (
        await brand.as.get('/brand/campaigns/matches/spent/', {
          query: { campaign_id: crypto.randomUUID() },
        })
      ).status,
    ).toBe(404);
    expect((await as(CREATOR).get('/brand/campaigns/spent/')).status).toBe(403);
    expect((await brand.as.get('/brand/campaigns/spent/')).json).toEqual({ results: [] });
  });
});

describe('offers hold funds (concurrency)', () => {
  it('20 offers at once against funds for 3: exactly 3 are held, the rest are refused with insufficient_funds', async () => {
    const brand = await spendingBrand();
    await topUp(brand, 30_000);
    const campaignId = await createCampaign(brand, 5_000_000);
    const creators = await someCreators(20, 260);
    const matches = await Promise.all(creators.map((id) => inviteCreator(brand, campaignId, id)));
    const results = await Promise.all(matches.map((m) => propose(brand, m, 10_000)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(
      refused.every((r) => r.status === 409 && r.error.code === 'insufficient_funds'),
      JSON.stringify(refused.map((r) => r.error.code)),
    ).toBe(true);
    expect(await walletOf(brand)).toMatchObject({ available_cents: 0, held_cents: 30_000 });
  });
});
