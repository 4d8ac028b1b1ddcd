import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { deliverables } from '../../db/schema';
import type { ApiBody } from './api';
import { publishableCampaign } from './brand-helpers';
import { newCreator } from './creator-helpers';
import { SELF_fetch } from './payments-helpers';
import { testDb } from './helpers';
import { spendingBrand, topUp, type SpendingBrand } from './spend-fixtures';

const TWO_DELIVERABLES: ApiBody<'/brand/campaign/propose-rates-and-deliverables/', 'post'>['deliverables'] = [
  { type: 'reel', platform: 'instagram', quantity: 1, due_days: 14, description: 'A 30 s reel.' },
  { type: 'story', platform: 'instagram', quantity: 2, due_days: 7 },
];

export const createCampaign = async (brand: SpendingBrand, budgetCents: number) => {
  const res = await brand.as.post('/brand/campaign/create/', {
    json: {
      ...publishableCampaign(),
      budget_cents: budgetCents,
      deliverable_templates: TWO_DELIVERABLES,
      status: 'active',
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id as string;
};

export const inviteCreator = async (brand: SpendingBrand, campaignId: string, creatorId: string) => {
  const res = await brand.as.post('/brand/create-campaign-match/', {
    json: { campaign_id: campaignId, creator_id: creatorId },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id as string;
};

export const propose = (brand: SpendingBrand, matchId: string, rateCents: number) =>
  brand.as.post('/brand/campaign/propose-rates-and-deliverables/', {
    json: {
      brand_campaign_match_id: matchId,
      rate_cents: rateCents,
      deliverables: TWO_DELIVERABLES,
      message: 'Here is our offer.',
    },
  });

/** The brand approves a deliverable's waiting version (which releases its price to the creator). */
export const approveDeliverable = (brand: SpendingBrand, deliverableId: string) =>
  brand.as.patch('/influencer/campaign-deliverable/:id/', {
    param: { id: deliverableId },
    json: { action: 'approve' },
  });

/** A Growth brand with `walletCents` in its wallet, a campaign with `budgetCents`, and a fresh approved creator invited to it. */
export const fundedInvitation = async ({ walletCents = 300_000, budgetCents = 500_000 } = {}) => {
  const brand = await spendingBrand();
  if (walletCents) await topUp(brand, walletCents);
  const campaignId = await createCampaign(brand, budgetCents);
  const creator = await newCreator();
  const matchId = await inviteCreator(brand, campaignId, creator.profileId);
  return { brand, campaignId, creator, matchId };
};

/** …then an offer of `rateCents`, accepted and signed by the creator: the money is in escrow. */
export const signedCollaboration = async ({
  rateCents = 100_000,
  ...options
}: { rateCents?: number; walletCents?: number; budgetCents?: number } = {}) => {
  const setup = await fundedInvitation(options);
  const offered = await propose(setup.brand, setup.matchId, rateCents);
  expect(offered.status, JSON.stringify(offered.json)).toBe(200);
  const accepted = await setup.creator.as.post('/influencer/campaign-matches/:id/accept-offer/', {
    param: { id: setup.matchId },
  });
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
  const signed = await setup.creator.as.post('/influencer/campaign-matches/:id/sign-contract/', {
    param: { id: setup.matchId },
    json: { signature_name: 'Test Creator', agree: true },
  });
  expect(signed.status, JSON.stringify(signed.json)).toBe(200);
  const items = await testDb()
    .select()
    .from(deliverables)
    .where(eq(deliverables.matchId, setup.matchId))
    .orderBy(deliverables.dueDate);
  return { ...setup, deliverableIds: items.map((d) => d.id), items };
};

type Creator = Awaited<ReturnType<typeof newCreator>>;

/** The creator goes through the sandbox's hosted payout onboarding: details with a bank account, then the tax form. */
export const onboardPayouts = async (creator: Creator, bankAccount = '000123456789') => {
  const link = await creator.as.post('/influencer/payout-account/onboarding/');
  expect(link.status, JSON.stringify(link.json)).toBe(200);
  const path = new URL(link.json.url).pathname;
  expect(
    (await SELF_fetch(path, `step=details&legal_name=Test%20Creator&country=US&bank_account=${bankAccount}`)).status,
  ).toBe(303);
  expect((await SELF_fetch(path, 'step=tax&certify=yes&signature=Test%20Creator')).status).toBe(303);
  await vi.waitFor(
    async () => expect((await creator.as.get('/influencer/payout-account/')).json.status).toBe('enabled'),
    { timeout: 15_000, interval: 100 },
  );
};
