import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliverables } from '../../db/schema';
import { CREATOR, tokenOf } from './accounts';
import { api, callRaw, testDb } from './helpers';
import { TEST_PART_SIZE, campaignWithDeliverables, createMultipart, fakeMedia, uploadSingle } from './uploads.fixtures';

const submitPath = (id: string) => `/api/influencer/deliverables/${id}/submissions/`;
const clip = async (token: string) =>
  (await uploadSingle(token, 'take.mp4', fakeMedia('mp4', 20_000))).json.id as string;

describe('deliverable state conflicts', () => {
  it('refuses a second submission while the first is under review, and one for approved content (409)', async () => {
    const token = await tokenOf(CREATOR);
    const { deliverableIds } = await campaignWithDeliverables();
    expect(
      (await callRaw(submitPath(deliverableIds[0]), { token, body: { upload_id: await clip(token) } })).status,
    ).toBe(201);
    const again = await callRaw(submitPath(deliverableIds[0]), { token, body: { upload_id: await clip(token) } });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('conflict');

    await testDb().update(deliverables).set({ status: 'approved' }).where(eq(deliverables.id, deliverableIds[1]));
    expect(
      (await callRaw(submitPath(deliverableIds[1]), { token, body: { upload_id: await clip(token) } })).status,
    ).toBe(409);
  });

  it('refuses a submission before the contract is signed (409)', async () => {
    const token = await tokenOf(CREATOR);
    const { deliverableIds } = await campaignWithDeliverables({ matchStatus: 'accepted' });
    expect(
      (await callRaw(submitPath(deliverableIds[0]), { token, body: { upload_id: await clip(token) } })).status,
    ).toBe(409);
    const list = await callRaw(submitPath(deliverableIds[0]), { token });
    expect(list.json.deliverable.can_submit).toBe(false);
  });

  it('refuses to publish content that is not approved (409)', async () => {
    const { deliverableIds } = await campaignWithDeliverables();
    const res = await api.post('/influencer/deliverables/:id/publish/', {
      param: { id: deliverableIds[0] },
      token: await tokenOf(CREATOR),
      json: { post_url: 'https://youtu.be/abc' },
    });
    expect(res.status).toBe(409);
  });

  it('refuses an upload that has not finished (409)', async () => {
    const token = await tokenOf(CREATOR);
    const { deliverableIds } = await campaignWithDeliverables();
    const unfinished = await createMultipart(token, {
      filename: 'long.mp4',
      content_type: 'video/mp4',
      size_bytes: TEST_PART_SIZE + 1,
    });
    const res = await callRaw(submitPath(deliverableIds[0]), { token, body: { upload_id: unfinished.json.id } });
    expect(res.status).toBe(409);
    expect(res.json.detail).toContain('not finished');
  });
});

describe('bad input', () => {
  it('answers 400 with field messages for a bad upload id, an overlong caption or a post URL that is not a link', async () => {
    const token = await tokenOf(CREATOR);
    const { deliverableIds } = await campaignWithDeliverables();
    const badId = await callRaw(submitPath(deliverableIds[0]), { token, body: { upload_id: 'nope' } });
    expect(badId.status).toBe(400);
    expect(badId.json.fields.upload_id).toBeDefined();
    const long = await callRaw(submitPath(deliverableIds[0]), {
      token,
      body: { upload_id: await clip(token), caption: 'x'.repeat(2201) },
    });
    expect(long.json.fields.caption).toBeDefined();
    const url = await api.post('/influencer/deliverables/:id/publish/', {
      param: { id: deliverableIds[0] },
      token,
      json: { post_url: 'javascript:alert(1)' },
    });
    expect(url.status).toBe(400);
    expect(url.error.fields.post_url).toBeDefined();
    expect(
      (await api.get('/influencer/deliverables/:id/submissions/', { param: { id: 'not-a-uuid' }, token })).status,
    ).toBe(400);
  });

  it('answers 404 for an upload id that does not exist', async () => {
    const { deliverableIds } = await campaignWithDeliverables();
    const res = await callRaw(submitPath(deliverableIds[0]), {
      token: await tokenOf(CREATOR),
      body: { upload_id: crypto.randomUUID() },
    });
    expect(res.status).toBe(404);
  });
});
