import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliverables } from '../../db/schema';
import { ZContentDeliverable, ZSubmissionCreated, ZSubmissionList } from '../../worker/schemas/content';
import { CREATOR, tokenOf } from './accounts';
import { api, testDb } from './helpers';
import { domainEventsOf } from './outbox-fixtures';
import { campaignWithDeliverables, fakeMedia, uploadSingle } from './uploads.fixtures';

const uploadClip = async (token: string, name = 'take.mp4') => {
  const res = await uploadSingle(token, name, fakeMedia('mp4', 40_000));
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id as string;
};

const setStatus = (id: string, status: (typeof deliverables.$inferSelect)['status']) =>
  testDb().update(deliverables).set({ status }).where(eq(deliverables.id, id));

const eventsFor = (deliverableId: string, type: string) => domainEventsOf(type, { deliverable_id: deliverableId });

describe('content submissions', () => {
  it('submits a first version with its media and caption, moving the deliverable to submitted with an event', async () => {
    const token = await tokenOf(CREATOR);
    const { deliverableIds } = await campaignWithDeliverables();
    const uploadId = await uploadClip(token);

    const res = await api.post('/influencer/deliverables/:id/submissions/', {
      param: { id: deliverableIds[0] },
      token,
      json: { upload_id: uploadId, caption: 'Sunrise run on the Mesa trail #acme' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const created = ZSubmissionCreated.parse(res.json);
    expect(created.submission).toMatchObject({
      version: 1,
      status: 'submitted',
      caption: 'Sunrise run on the Mesa trail #acme',
      media: { upload_id: uploadId, kind: 'video', content_type: 'video/mp4' },
    });
    expect(created.deliverable).toMatchObject({
      status: 'submitted',
      can_submit: false,
      submitted_at: expect.any(String),
    });

    const [event] = await eventsFor(deliverableIds[0], 'content.submitted');
    expect(event?.payload).toMatchObject({
      from: 'pending',
      to: 'submitted',
      submission_id: created.submission.id,
      version: 1,
    });

    const list = await api.get('/influencer/deliverables/:id/submissions/', {
      param: { id: deliverableIds[0] },
      token,
    });
    expect(list.status).toBe(200);
    const page = ZSubmissionList.parse(list.json);
    expect(page).toMatchObject({
      count: 1,
      next: null,
      previous: null,
      deliverable: { id: deliverableIds[0], status: 'submitted', platform: 'instagram', brand_name: 'Acme Outdoors' },
    });
    expect(page.results[0]?.media?.url).toBe(`/api/uploads/${uploadId}/media/`);
  });

  it('numbers versions 1, 2, 3 as changes are requested, and lists the newest first', async () => {
    const token = await tokenOf(CREATOR);
    const { deliverableIds } = await campaignWithDeliverables();
    const id = deliverableIds[1];
    for (const round of [1, 2, 3]) {
      if (round > 1) await setStatus(id, 'changes_requested');
      const res = await api.post('/influencer/deliverables/:id/submissions/', {
        param: { id },
        token,
        json: { upload_id: await uploadClip(token, `cut-${round}.mp4`), caption: `Cut ${round}` },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      expect(res.json.submission.version).toBe(round);
    }
    const list = await api.get('/influencer/deliverables/:id/submissions/', {
      param: { id },
      query: { page_size: '2' },
      token,
    });
    expect(list.json.results.map((s: { version: number }) => s.version)).toEqual([3, 2]);
    expect(list.json.count).toBe(3);
    expect(list.json.next).toContain('page=2');
  });

  it('starts with an empty list for a deliverable with nothing submitted', async () => {
    const { deliverableIds } = await campaignWithDeliverables();
    const list = await api.get('/influencer/deliverables/:id/submissions/', {
      param: { id: deliverableIds[0] },
      token: await tokenOf(CREATOR),
    });
    expect(list.json).toMatchObject({
      count: 0,
      results: [],
      deliverable: { status: 'pending', can_submit: true, can_publish: false },
    });
  });

  it('records the post URL when approved content is published', async () => {
    const token = await tokenOf(CREATOR);
    const { deliverableIds } = await campaignWithDeliverables();
    await setStatus(deliverableIds[0], 'approved');
    const res = await api.post('/influencer/deliverables/:id/publish/', {
      param: { id: deliverableIds[0] },
      token,
      json: { post_url: 'https://www.instagram.com/p/Cabc123/' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(ZContentDeliverable.parse(res.json)).toMatchObject({
      status: 'published',
      post_url: 'https://www.instagram.com/p/Cabc123/',
      published_at: expect.any(String),
    });
    expect(await eventsFor(deliverableIds[0], 'content.published')).toHaveLength(1);
  });
});
