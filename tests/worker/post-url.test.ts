import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliverables } from '../../db/schema';
import { ZContentDeliverable } from '../../worker/schemas/content';
import { ZReviewItem } from '../../worker/schemas/content-review';
import { CREATOR, NORTHWIND, OWNER, tokenOf } from './accounts';
import { api, testDb } from './helpers';
import { campaignWithDeliverables } from './uploads.fixtures';

/** An approved Instagram deliverable of the demo creator. */
const approvedInstagram = async () => {
  const { deliverableIds } = await campaignWithDeliverables();
  const id = deliverableIds[0]!;
  await testDb().update(deliverables).set({ status: 'approved', platform: 'instagram' }).where(eq(deliverables.id, id));
  return id;
};

describe('live-post links', () => {
  it('refuses a link on another platform, a profile link and a non-URL, field by field', async () => {
    const token = await tokenOf(CREATOR);
    const id = await approvedInstagram();
    for (const [url, says] of [
      ['https://www.tiktok.com/@casey/video/7301234567890', /not on Instagram/],
      ['https://www.instagram.com/casey.on.trails/', /does not point at one post/],
      ['instagram.com/p/Cabc', /full link/],
      ['javascript:alert(1)', /full link/],
    ] as const) {
      const res = await api.post('/influencer/deliverables/:id/publish/', {
        param: { id },
        token,
        json: { post_url: url },
      });
      expect(res.status, url).toBe(400);
      expect(res.error.fields.post_url.join(' '), url).toMatch(says);
    }
    const ok = await api.post('/influencer/deliverables/:id/publish/', {
      param: { id },
      token,
      json: { post_url: 'https://www.instagram.com/reel/Cxyz987/?igsh=abc' },
    });
    expect(ok.status).toBe(200);
  });

  it('lets the creator correct the link until the brand confirms the post, then refuses (409)', async () => {
    const token = await tokenOf(CREATOR);
    const id = await approvedInstagram();
    expect(
      await api.patch('/influencer/deliverables/:id/post-url/', {
        param: { id },
        token,
        json: { post_url: 'https://www.instagram.com/p/Cfirst/' },
      }),
    ).toAnswer(409);
    expect(
      await api.post('/influencer/deliverables/:id/publish/', {
        param: { id },
        token,
        json: { post_url: 'https://www.instagram.com/p/Cwrong1/' },
      }),
    ).toAnswer(200);
    const wrongPlatform = await api.patch('/influencer/deliverables/:id/post-url/', {
      param: { id },
      token,
      json: { post_url: 'https://youtu.be/abc123' },
    });
    expect(wrongPlatform.status).toBe(400);
    const fixed = await api.patch('/influencer/deliverables/:id/post-url/', {
      param: { id },
      token,
      json: { post_url: 'https://www.instagram.com/p/Cright2/' },
    });
    expect(ZContentDeliverable.parse(fixed.json)).toMatchObject({
      post_url: 'https://www.instagram.com/p/Cright2/',
      can_correct_post: true,
      post_confirmed_at: null,
    });

    const brand = await tokenOf(OWNER);
    const confirmed = await api.post('/brand/deliverables/:id/confirm-post/', {
      param: { id },
      token: brand,
    });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    expect(ZReviewItem.parse(confirmed.json)).toMatchObject({
      post_url: 'https://www.instagram.com/p/Cright2/',
      can_confirm_post: false,
      post_confirmed_at: expect.any(String),
    });
    expect(await api.post('/brand/deliverables/:id/confirm-post/', { param: { id }, token: brand })).toAnswer(409);
    expect(
      await api.patch('/influencer/deliverables/:id/post-url/', {
        param: { id },
        token,
        json: { post_url: 'https://www.instagram.com/p/Clater3/' },
      }),
    ).toAnswer(409);
    const other = await tokenOf(NORTHWIND);
    expect(await api.post('/brand/deliverables/:id/confirm-post/', { param: { id }, token: other })).toAnswer(404);
  });
});
