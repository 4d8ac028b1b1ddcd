import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  campaignMatches,
  campaigns,
  deliverables,
  ledgerEntries,
  ledgerTransactions,
  notifications,
  pitches,
} from '../../db/schema';
import { ZCampaignDetail } from '../../worker/schemas/campaign';
import { MEMBER, NORTHWIND, OWNER, as } from './accounts';
import { newCreator, offer, openCampaign } from './creator-helpers';
import { invite, someCreators } from './brand-helpers';
import { settleClosedCampaigns } from '../../worker/services/campaigns/settle-closed-campaigns';
import { testDb, testEnv } from './helpers';
import { submitVersion } from './content-review.fixtures';
import { approveDeliverable, createCampaign, inviteCreator, propose } from './spend-collab.fixtures';
import { spendingBrand, topUp, walletOf, type SpendingBrand } from './spend-fixtures';

type Creator = Awaited<ReturnType<typeof newCreator>>;

type Brand = SpendingBrand['as'];

const move = (brand: Brand, id: string, status: 'completed' | 'archived') =>
  brand.patch('/brand/campaign/update/:id/', { param: { id }, json: { status } });

const detailOf = async (brand: Brand, id: string) =>
  ZCampaignDetail.parse((await brand.get('/brand/campaigns/:id/', { param: { id } })).json);

const statusesOf = async (matchIds: string[]) => {
  const rows = await testDb()
    .select({ id: campaignMatches.id, status: campaignMatches.status })
    .from(campaignMatches)
    .where(inArray(campaignMatches.id, matchIds));
  return matchIds.map((id) => rows.find((r) => r.id === id)?.status);
};

/** The campaign's ledger transactions: kind, amount, and the sum of each one's entries (always zero). */
const ledgerOf = (campaignId: string) =>
  testDb()
    .select({
      kind: ledgerTransactions.kind,
      amount: ledgerTransactions.amountCents,
      sum: sql<number>`(SELECT sum(${ledgerEntries.amountCents}) FROM ${ledgerEntries} WHERE ${ledgerEntries.transactionId} = ${ledgerTransactions.id})`,
    })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.campaignId, campaignId));

const acceptOffer = (creator: Creator, matchId: string) =>
  creator.as.post('/influencer/campaign-matches/:id/accept-offer/', { param: { id: matchId } });

/**
 * A Growth brand with $4,000 topped up and a campaign with one of everything still open and one collaboration under
 * contract: an offer ($1,000 held), a counter-offer to a $700 offer (held), an invitation, an application (a pending
 * pitch), and a signed contract ($1,200 in escrow).
 */
const campaignWithOpenWork = async () => {
  const brand = await spendingBrand();
  await topUp(brand, 400_000);
  const campaignId = await createCampaign(brand, 900_000);
  // One after another: a burst of concurrent sign-ups from one address is sometimes refused by its attempt limit.
  const creators: Creator[] = [];
  for (let i = 0; i < 5; i++) creators.push(await newCreator());
  const [offered, countered, invited, applied, signed] = await Promise.all(
    creators.map((c) => inviteCreator(brand, campaignId, c.profileId)),
  );
  const matchIds = [offered!, countered!, invited!, applied!, signed!];
  for (const [matchId, cents] of [
    [offered!, 100_000],
    [countered!, 70_000],
    [signed!, 120_000],
  ] as const)
    expect(await propose(brand, matchId, cents)).toAnswer(200);
  const [, c1, , c3, c4] = creators;
  expect(
    await c1!.as.post('/influencer/campaign-matches/:id/counter-offer/', {
      param: { id: countered! },
      json: { rate_cents: 90_000, message: 'My rate for these.' },
    }),
  ).toAnswer(200);
  expect(
    await c3!.as.post('/influencer/campaign-matches/:id/accept-invitation/', {
      param: { id: applied! },
      json: { message: 'I would love to do this.' },
    }),
  ).toAnswer(200);
  expect(await acceptOffer(c4!, signed!)).toAnswer(200);
  expect(
    await c4!.as.post('/influencer/campaign-matches/:id/sign-contract/', {
      param: { id: signed! },
      json: { signature_name: 'Test Creator', agree: true },
    }),
  ).toAnswer(200);
  expect(await walletOf(brand)).toMatchObject({
    available_cents: 110_000,
    held_cents: 170_000,
    in_escrow_cents: 120_000,
  });
  return { brand, campaignId, creators, matchIds };
};

describe('closing a campaign settles what is still open (happy)', () => {
  it('completing withdraws open offers (their holds back in the wallet), closes invitations and applications, and keeps the contract', async () => {
    const { brand, campaignId, creators, matchIds } = await campaignWithOpenWork();
    expect(await detailOf(brand.as, campaignId)).toMatchObject({ offered_cents: 170_000, held_cents: 170_000 });

    const done = await move(brand.as, campaignId, 'completed');
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.status).toBe('completed');
    expect(await walletOf(brand)).toMatchObject({ available_cents: 280_000, held_cents: 0, in_escrow_cents: 120_000 });
    expect(await statusesOf(matchIds)).toEqual(['expired', 'expired', 'expired', 'expired', 'contracted']);
    const [pitch] = await testDb().select().from(pitches).where(eq(pitches.matchId, matchIds[3]!));
    expect(pitch!.status).toBe('declined');
    expect(await detailOf(brand.as, campaignId)).toMatchObject({
      offered_cents: 0,
      held_cents: 0,
      committed_cents: 120_000,
    });

    const ledger = await ledgerOf(campaignId);
    expect(ledger.every((t) => Number(t.sum) === 0)).toBe(true);
    expect(ledger.filter((t) => t.kind === 'hold_return').map((t) => t.amount)).toEqual(
      expect.arrayContaining([100_000, 70_000]),
    );

    // The creator whose offer was withdrawn can no longer accept it, and is told why.
    expect(await acceptOffer(creators[0]!, matchIds[0]!)).toAnswer(409);
    await vi.waitFor(
      async () => {
        const [notice] = await testDb()
          .select()
          .from(notifications)
          .where(eq(notifications.userId, creators[0]!.userId))
          .orderBy(sql`${notifications.createdAt} DESC`)
          .limit(1);
        expect(notice?.title).toMatch(/has closed$/);
        expect(notice?.body).toMatch(/completed the campaign, so your offer is closed\.$/);
      },
      { timeout: 15_000, interval: 100 },
    );

    // Asking again, then archiving, changes nothing more: no money moves twice.
    expect(await move(brand.as, campaignId, 'completed')).toAnswer(200);
    expect(await move(brand.as, campaignId, 'archived')).toAnswer(200);
    expect(await ledgerOf(campaignId)).toHaveLength(ledger.length);
    expect(await walletOf(brand)).toMatchObject({ available_cents: 280_000, held_cents: 0, in_escrow_cents: 120_000 });
    expect(await statusesOf(matchIds)).toEqual(['expired', 'expired', 'expired', 'expired', 'contracted']);

    // The creator under contract still delivers and is paid from escrow on the archived campaign.
    const [work] = await testDb().select().from(deliverables).where(eq(deliverables.matchId, matchIds[4]!)).limit(1);
    await submitVersion(creators[4]!.token, work!.id);
    expect(await approveDeliverable(brand, work!.id)).toAnswer(200);
    expect(await walletOf(brand)).toMatchObject({
      released_cents: work!.rateCents,
      in_escrow_cents: 120_000 - work!.rateCents,
    });
  });

  it('archiving an active campaign returns its offers’ holds the same way', async () => {
    const brand = await spendingBrand();
    await topUp(brand, 200_000);
    const campaignId = await createCampaign(brand, 500_000);
    const matchId = await inviteCreator(brand, campaignId, (await newCreator()).profileId);
    expect(await propose(brand, matchId, 150_000)).toAnswer(200);
    expect(await move(brand.as, campaignId, 'archived')).toAnswer(200);
    expect(await walletOf(brand)).toMatchObject({ available_cents: 200_000, held_cents: 0 });
    expect(await statusesOf([matchId])).toEqual(['expired']);
    expect((await ledgerOf(campaignId)).map((t) => [t.kind, Number(t.sum)])).toEqual(
      expect.arrayContaining([
        ['hold', 0],
        ['hold_return', 0],
      ]),
    );
  });
});

describe('the scheduler settles what closed campaigns still have open', () => {
  it('a campaign whose status moved alone (closed before closing settled, or an invitation raced the close) is settled once', async () => {
    const brand = await spendingBrand();
    await topUp(brand, 200_000);
    const campaignId = await createCampaign(brand, 500_000);
    const offered = await inviteCreator(brand, campaignId, (await newCreator()).profileId);
    const invited = await inviteCreator(brand, campaignId, (await newCreator()).profileId);
    expect(await propose(brand, offered, 50_000)).toAnswer(200);
    await testDb().update(campaigns).set({ status: 'archived' }).where(eq(campaigns.id, campaignId));

    expect(await settleClosedCampaigns({ db: testDb(), env: testEnv })).toBeGreaterThanOrEqual(2);
    expect(await statusesOf([offered, invited])).toEqual(['expired', 'expired']);
    expect(await walletOf(brand)).toMatchObject({ available_cents: 200_000, held_cents: 0 });
    const ledger = await ledgerOf(campaignId);
    expect(ledger.every((t) => Number(t.sum) === 0)).toBe(true);

    await settleClosedCampaigns({ db: testDb(), env: testEnv });
    expect(await ledgerOf(campaignId)).toHaveLength(ledger.length);
    expect(await walletOf(brand)).toMatchObject({ available_cents: 200_000, held_cents: 0 });
  });
});

describe('closing a campaign settles what is still open (security and races)', () => {
  it('a team member closes the brand’s campaign as before; another brand gets a 404 and nothing moves', async () => {
    const campaign = await openCampaign();
    const [creatorId] = await someCreators(1, 290);
    const matchId = await invite(campaign.id, creatorId!);
    await offer(matchId, 60_000);
    expect(await detailOf(as(OWNER), campaign.id)).toMatchObject({ held_cents: 60_000 });

    expect(await move(as(NORTHWIND), campaign.id, 'completed')).toAnswer(404);
    expect(await statusesOf([matchId])).toEqual(['proposed']);
    expect(await detailOf(as(OWNER), campaign.id)).toMatchObject({ status: 'active', held_cents: 60_000 });

    expect(await move(as(MEMBER), campaign.id, 'completed')).toAnswer(200);
    expect(await statusesOf([matchId])).toEqual(['expired']);
    expect(await detailOf(as(OWNER), campaign.id)).toMatchObject({
      status: 'completed',
      held_cents: 0,
      offered_cents: 0,
    });
    expect((await ledgerOf(campaign.id)).every((t) => Number(t.sum) === 0)).toBe(true);
  });

  it('a creator accepting while the campaign completes: one of the two wins, and the money adds up either way', async () => {
    const brand = await spendingBrand();
    await topUp(brand, 200_000);
    const campaignId = await createCampaign(brand, 500_000);
    const creator = await newCreator();
    const matchId = await inviteCreator(brand, campaignId, creator.profileId);
    expect(await propose(brand, matchId, 80_000)).toAnswer(200);

    const [completed, accepted] = await Promise.all([
      move(brand.as, campaignId, 'completed'),
      acceptOffer(creator, matchId),
    ]);
    expect([completed.status, accepted.status]).not.toEqual([409, 409]);
    if (completed.status === 409) expect(await move(brand.as, campaignId, 'completed')).toAnswer(200);
    const [status] = await statusesOf([matchId]);
    const wallet = await walletOf(brand);
    if (accepted.status === 200) {
      // The creator's acceptance came first: the agreed terms stay, with their hold, for the creator to sign.
      expect(status).toBe('accepted');
      expect(wallet).toMatchObject({ available_cents: 120_000, held_cents: 80_000 });
    } else {
      expect(accepted).toAnswer(409);
      expect(status).toBe('expired');
      expect(wallet).toMatchObject({ available_cents: 200_000, held_cents: 0 });
    }
    expect((await ledgerOf(campaignId)).every((t) => Number(t.sum) === 0)).toBe(true);
  });
});
