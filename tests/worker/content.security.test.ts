import { describe, expect, it } from 'vitest';
import { api, callRaw, login, signupCreator } from './helpers';
import { campaignWithDeliverables, fakeMedia, uploadSingle } from './uploads.fixtures';

const submitPath = (id: string) => `/api/influencer/deliverables/${id}/submissions/`;

describe('content tenancy', () => {
  it("hides another creator's deliverable (404) for listing, submitting and publishing", async () => {
    const { deliverableIds } = await campaignWithDeliverables();
    const other = await signupCreator();
    const token = (await login(other.email, other.password)).json.token;
    const ownUpload = (await uploadSingle(token, 'mine.mp4', fakeMedia('mp4', 1000))).json.id;
    expect((await callRaw(submitPath(deliverableIds[0]), { token })).status).toBe(404);
    expect((await callRaw(submitPath(deliverableIds[0]), { token, body: { upload_id: ownUpload } })).status).toBe(404);
    expect(
      (
        await api.post('/influencer/deliverables/:id/publish/', {
          param: { id: deliverableIds[0] },
          token,
          json: { post_url: 'https://youtu.be/x' },
        })
      ).status,
    ).toBe(404);
  });

  it("refuses to submit another user's upload (404)", async () => {
    const { deliverableIds } = await campaignWithDeliverables();
    const other = await signupCreator();
    const foreign = (
      await uploadSingle((await login(other.email, other.password)).json.token, 'theirs.mp4', fakeMedia('mp4', 1000))
    ).json.id;
    const res = await callRaw(submitPath(deliverableIds[0]), {
      token: (await login('creator@demo.test')).json.token,
      body: { upload_id: foreign },
    });
    expect(res.status).toBe(404);
  });

  it('is for creators only: brand users get 403, anonymous callers 401', async () => {
    const { deliverableIds } = await campaignWithDeliverables();
    expect(
      (await callRaw(submitPath(deliverableIds[0]), { token: (await login('brand.owner@demo.test')).json.token }))
        .status,
    ).toBe(403);
    expect((await callRaw(submitPath(deliverableIds[0]))).status).toBe(401);
  });
});
