import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliverables } from '../../db/schema';
import { ZContentDeliverable } from '../../worker/schemas/content';
import { ZReviewItem } from '../../worker/schemas/content-review';
import { call, login, testDb } from './helpers';
import { campaignWithDeliverables } from './uploads.fixtures';

const creatorToken = async () => (await login('creator@demo.test')).json.token as string;
const brandToken = async () => (await login('brand.owner@demo.test')).json.token as string;

/** An approved Instagram deliverable of the demo creator. */
const approvedInstagram = async () => {
  const { deliverableIds } = await campaignWithDeliverables();
  const id = deliverableIds[0]!;
  await testDb().update(deliverables).set({ status: 'approved', platform: 'instagram' }).where(eq(deliverables.id, id));
  return id;
};

describe('live-post links', () => {
  it('refuses a link on another platform, a profile link and a non-URL, field by field', async () => {
    const token = await creatorToken();
    const id = await approvedInstagram();
    for (const [url, says] of [
      ['https://www.tiktok.com/@casey/video/7301234567890', /not on Instagram/],
      ['https://www.instagram.com/casey.on.trails/', /does not point at one post/],
      ['instagram.com/p/Cabc', /full link/],
      ['javascript:alert(1)', /full link/],
    ] as const) {
      const res = await call(`/api/influencer/deliverables/${id}/publish/`, { token, body: { post_url: url } });
      expect(res.status, url).toBe(400);
      expect(res.json.fields.post_url.join(' '), url).toMatch(says);
    }
    const ok = await call(`/api/influencer/deliverables/${id}/publish/`, {
      token,
      body: { post_url: 'https://www.instagram.com/reel/Cxyz987/?igsh=abc' },
    });
    expect(ok.status).toBe(200);
  });

  it('lets the creator correct the link until the brand confirms the post, then refuses (409)', async () => {
    const token = await creatorToken();
    const id = await approvedInstagram();
    expect(
      (
        await call(`/api/influencer/deliverables/${id}/post-url/`, {
          method: 'PATCH',
          token,
          body: { post_url: 'https://www.instagram.com/p/Cfirst/' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(`/api/influencer/deliverables/${id}/publish/`, {
          token,
          body: { post_url: 'https://www.instagram.com/p/Cwrong1/' },
        })
      ).status,
    ).toBe(200);
    const wrongPlatform = await call(`/api/influencer/deliverables/${id}/post-url/`, {
      method: 'PATCH',
      token,
      body: { post_url: 'https://youtu.be/abc123' },
    });
    expect(wrongPlatform.status).toBe(400);
    const fixed = await call(`/api/influencer/deliverables/${id}/post-url/`, {
      method: 'PATCH',
      token,
      body: { post_url: 'https://www.instagram.com/p/Cright2/' },
    });
    expect(ZContentDeliverable.parse(fixed.json)).toMatchObject({
      post_url: 'https://www.instagram.com/p/Cright2/',
      can_correct_post: true,
      post_confirmed_at: null,
    });

    const brand = await brandToken();
    const confirmed = await call(`/api/brand/deliverables/${id}/confirm-post/`, { token: brand, body: {} });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    expect(ZReviewItem.parse(confirmed.json)).toMatchObject({
      post_url: 'https://www.instagram.com/p/Cright2/',
      can_confirm_post: false,
      post_confirmed_at: expect.any(String),
    });
    expect((await call(`/api/brand/deliverables/${id}/confirm-post/`, { token: brand, body: {} })).status).toBe(409);
    expect(
      (
        await call(`/api/influencer/deliverables/${id}/post-url/`, {
          method: 'PATCH',
          token,
          body: { post_url: 'https://www.instagram.com/p/Clater3/' },
        })
      ).status,
    ).toBe(409);
    const other = (await login('other.brand@demo.test')).json.token as string;
    expect((await call(`/api/brand/deliverables/${id}/confirm-post/`, { token: other, body: {} })).status).toBe(404);
  });
});
