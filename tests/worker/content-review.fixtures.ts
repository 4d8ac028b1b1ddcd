import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { campaigns, deliverables } from '../../db/schema';
import type { TSubmission } from '../../worker/schemas/content';
import { api, callRaw, testDb } from './helpers';
import { OWNER, tokenOf } from './accounts';
import { newCreator } from './creator-helpers';
import { campaignWithDeliverables, fakeMedia, uploadSingle } from './uploads.fixtures';

/** The creator uploads a clip and submits it as the deliverable's next version. */
export const submitVersion = async (
  creatorToken: string,
  deliverableId: string,
  caption = 'Take on the trail',
): Promise<TSubmission> => {
  const upload = await uploadSingle(creatorToken, `${crypto.randomUUID().slice(0, 6)}.mp4`, fakeMedia('mp4', 20_000));
  expect(upload.status, JSON.stringify(upload.json)).toBe(201);
  const res = await api.post('/influencer/deliverables/:id/submissions/', {
    param: { id: deliverableId },
    token: creatorToken,
    json: { upload_id: upload.json.id, caption },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.submission;
};

/**
 * A fresh Acme campaign under contract with a creator of its own (so these tests never touch the demo creator's
 * matches, which other files read), with two pending deliverables.
 */
export const contractedCampaign = async () => {
  const creator = await newCreator();
  return { ...(await campaignWithDeliverables({ creatorEmail: creator.email })), creator };
};

/** As contractedCampaign, with both deliverables waiting for review (version 1 each) and the review terms given. */
export const campaignAwaitingReview = async ({ revisionRounds = 2, reviewWindowDays = 3 } = {}) => {
  const fixture = await contractedCampaign();
  await testDb()
    .update(campaigns)
    .set({ revisionRounds, reviewWindowDays })
    .where(eq(campaigns.id, fixture.campaignId));
  const token = fixture.creator.token;
  const [first, second] = [
    await submitVersion(token, fixture.deliverableIds[0]),
    await submitVersion(token, fixture.deliverableIds[1]),
  ];
  return { ...fixture, submissions: [first, second] as const };
};

/** Calls as the Acme owner. */
export const asBrand = async (path: string, init: { method?: string; body?: unknown } = {}, email = OWNER) =>
  callRaw(path, { ...init, token: await tokenOf(email) });

export const review = (deliverableId: string, body: Record<string, unknown>, email = OWNER) =>
  asBrand(`/api/influencer/campaign-deliverable/${deliverableId}/`, { method: 'PATCH', body }, email);

export const deliverableRow = async (id: string) =>
  (await testDb().select().from(deliverables).where(eq(deliverables.id, id)))[0]!;
