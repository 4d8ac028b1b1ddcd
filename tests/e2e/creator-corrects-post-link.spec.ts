import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { caseyAwaitingSignature } from './helpers';
import { signInOnPhone } from './phone';

const CLIP = readFileSync(new URL('../../db/seed/fixtures/sample-clip.mp4', import.meta.url));

/** A fresh campaign taken through offer, contract, submission and approval: Casey's approved Instagram reel. */
const approvedReel = async (brand: APIRequestContext, creator: APIRequestContext) => {
  const { matchId } = await caseyAwaitingSignature(brand, creator, {
    title: 'Lakeside Link',
    brief: 'A lakeside morning with our stove.',
  });
  expect(
    (
      await creator.post(`/api/influencer/campaign-matches/${matchId}/sign-contract/`, {
        data: { signature_name: 'Casey Rivera', agree: true },
      })
    ).ok(),
  ).toBe(true);
  const deliverableId = (await (await creator.get(`/api/influencer/campaign-matches/${matchId}/`)).json())
    .deliverable_items[0].id as string;
  const upload = await creator.post('/api/uploads/?filename=take.mp4', {
    data: CLIP,
    headers: { 'content-type': 'video/mp4', 'x-content-sha256': createHash('sha256').update(CLIP).digest('hex') },
  });
  expect(
    (
      await creator.post(`/api/influencer/deliverables/${deliverableId}/submissions/`, {
        data: { upload_id: (await upload.json()).id, caption: 'Lakeside' },
      })
    ).status(),
  ).toBe(201);
  expect(
    (await brand.patch(`/api/influencer/campaign-deliverable/${deliverableId}/`, { data: { action: 'approve' } })).ok(),
  ).toBe(true);
  return deliverableId;
};

test('a wrong-platform post link is refused on the field, then the creator corrects a wrong post until the brand confirms it', async ({
  browser,
  brandApi,
  creatorApi,
}) => {
  const deliverableId = await approvedReel(brandApi, creatorApi);

  const page = await signInOnPhone(browser, 'creator@demo.test');
  await page.goto(`/creator/campaigns/submit-content/${deliverableId}`);
  const link = page.getByLabel('Link to the live post');
  await link.fill('https://www.tiktok.com/@casey/video/7301234567890');
  await page.getByRole('button', { name: 'Mark as published' }).click();
  await expect(page.getByText(/not on Instagram/)).toBeVisible();
  await link.fill('https://www.instagram.com/p/Cwrong111/');
  await page.getByRole('button', { name: 'Mark as published' }).click();
  await expect(page.getByText('Marked as published. Thanks for posting!')).toBeVisible();

  // Wrong post: the creator fixes the link on the same page.
  const fix = page.getByLabel('Link to the live post');
  await expect(fix).toHaveValue('https://www.instagram.com/p/Cwrong111/');
  await fix.fill('https://www.instagram.com/p/Cright222/');
  await page.getByRole('button', { name: 'Save the corrected link' }).click();
  await expect(page.getByText('Link corrected.')).toBeVisible();

  // The brand confirms it; the creator can no longer change it.
  expect((await brandApi.post(`/api/brand/deliverables/${deliverableId}/confirm-post/`)).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'https://www.instagram.com/p/Cright222/' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save the corrected link' })).toHaveCount(0);
});
