import { describe, expect, it } from 'vitest';
import { CREATOR, MEMBER, NORTHWIND, OWNER, STRATEGIST, tokenOf } from './accounts';
import { api, callRaw, login, signupCreator } from './helpers';
import {
  TEST_PART_SIZE,
  campaignWithDeliverables,
  fakeMedia,
  fetchMedia,
  partOf,
  sendPart,
  startVideoUpload,
  uploadSingle,
} from './uploads.fixtures';

const otherCreatorToken = async () => {
  const other = await signupCreator();
  return (await login(other.email, other.password)).json.token as string;
};

describe('upload tenancy', () => {
  it("hides a creator's unfinished upload from another creator (404 for every call)", async () => {
    const token = await tokenOf(CREATOR);
    const file = fakeMedia('mp4', TEST_PART_SIZE + 10);
    const { json: upload } = await startVideoUpload(token, 'private.mp4', file);
    const intruder = await otherCreatorToken();
    expect((await api.get('/uploads/:id/', { param: { id: upload.id }, token: intruder })).status).toBe(404);
    expect((await sendPart(intruder, upload.id, 1, partOf(file, 1))).status).toBe(404);
    expect((await api.post('/uploads/:id/complete/', { param: { id: upload.id }, token: intruder })).status).toBe(404);
    expect((await api.delete('/uploads/:id/', { param: { id: upload.id }, token: intruder })).status).toBe(404);
    expect((await api.get('/uploads/:id/', { param: { id: upload.id }, token })).json.status).toBe('uploading');
  });

  it('serves media only to the creator until it is submitted, then also to the brand team and its strategists', async () => {
    const creator = await tokenOf(CREATOR);
    const { json: upload } = await uploadSingle(creator, 'review-me.mp4', fakeMedia('mp4', 5000));
    const owner = await tokenOf(OWNER);
    expect((await fetchMedia(upload.media_url, owner)).status).toBe(404);

    const { deliverableIds } = await campaignWithDeliverables();
    const submitted = await api.post('/influencer/deliverables/:id/submissions/', {
      param: { id: deliverableIds[0] },
      token: creator,
      json: { upload_id: upload.id },
    });
    expect(submitted.status).toBe(201);

    for (const email of [OWNER, MEMBER, STRATEGIST]) {
      const res = await fetchMedia(upload.media_url, await tokenOf(email), 'bytes=0-99');
      expect(res.status, email).toBe(206);
      expect((await res.arrayBuffer()).byteLength).toBe(100);
    }
    for (const token of [await tokenOf(NORTHWIND), await otherCreatorToken()]) {
      const res = await fetchMedia(upload.media_url, token);
      expect(res.status).toBe(404);
      await res.body?.cancel();
    }
    expect((await api.get('/uploads/:id/', { param: { id: upload.id }, token: owner })).status).toBe(404);
  });

  it('needs a session to read media (401)', async () => {
    const { json: upload } = await uploadSingle(await tokenOf(CREATOR), 'x.png', fakeMedia('png', 100), 'image/png');
    expect((await callRaw(upload.media_url)).status).toBe(401);
  });
});
