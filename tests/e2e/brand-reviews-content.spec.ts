import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { signedInPage, signIn } from './helpers';

/** The seed's 3-second H.264 clip: a real video, so the player can play and seek it. */
const CLIP = readFileSync(new URL('../../db/seed/fixtures/sample-clip.mp4', import.meta.url));

/** The creator uploads the clip and submits it as the deliverable's next version. */
const submitVersion = async (creator: APIRequestContext, deliverableId: string, caption: string) => {
  const upload = await creator.post('/api/uploads/?filename=take.mp4', {
    data: CLIP,
    headers: { 'content-type': 'video/mp4', 'x-content-sha256': createHash('sha256').update(CLIP).digest('hex') },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const submitted = await creator.post(`/api/influencer/deliverables/${deliverableId}/submissions/`, {
    data: { upload_id: (await upload.json()).id, caption },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
};

/** One of Casey's deliverables under contract with Acme with nothing submitted yet, and its campaign. */
const openDeliverableOfCasey = async (brand: APIRequestContext) => {
  const campaigns = (await (await brand.get('/api/brand/campaigns/?status=active&page_size=100')).json()).results as {
    id: string;
  }[];
  for (const campaign of campaigns) {
    const list = await (
      await brand.get(`/api/influencer/campaign-deliverable/by-campaign/?campaign_id=${campaign.id}`)
    ).json();
    const item = list.results?.find(
      (d: { creator: { name: string }; status: string; versions: number }) =>
        d.creator.name === 'Casey Rivera' && d.status === 'pending' && d.versions === 0,
    );
    if (item) return { campaignId: campaign.id, deliverableId: item.id as string };
  }
  throw new Error('No open deliverable of Casey Rivera in the seed');
};

/** Seeks the player once it knows the video's length, and waits until the new frame is there. */
const seek = (video: HTMLVideoElement, seconds: number) =>
  new Promise<void>((resolve) => {
    const go = () => {
      if (Math.abs(video.currentTime - seconds) < 0.05) return resolve();
      video.addEventListener('seeked', () => resolve(), { once: true });
      video.currentTime = seconds;
    };
    if (video.readyState >= 1) go();
    else video.addEventListener('loadedmetadata', go, { once: true });
  });

test('the brand requests changes on a video with a pinned comment, the creator uploads a new version, the brand compares and approves', async ({
  page,
  browser,
  brandApi,
  creatorApi,
}) => {
  const { campaignId, deliverableId } = await openDeliverableOfCasey(brandApi);
  await submitVersion(creatorApi, deliverableId, 'First cut from the trail');

  const ranges: number[] = [];
  page.on('response', (r) => r.url().includes('/media/') && ranges.push(r.status()));
  await signIn(page, 'brand.owner@demo.test');
  await page.goto(`/brand/campaigns/content/${campaignId}?deliverable=${deliverableId}`);
  const panel = page.getByRole('article');
  await expect(panel.getByRole('heading', { name: /Casey Rivera/ })).toBeVisible();
  await expect(panel.getByText('In review', { exact: true })).toBeVisible();

  // Seek the player to 0:01 (the browser fetches the bytes with Range requests), pin the comment there.
  const video = panel.locator('video');
  await video.evaluate(seek, 1);
  await panel.getByLabel('Comment for the creator').fill('Show the logo right here, please.');
  await panel.getByRole('button', { name: 'Pin to current time' }).click();
  await expect(panel.getByText('Pinned at 0:01')).toBeVisible();
  await panel.getByRole('button', { name: 'Request changes' }).click();
  await expect(panel.getByText('Changes requested', { exact: true })).toBeVisible();
  // In the narrowest two-pane width a long status beside a title on two lines keeps a badge's height (it was
  // stretched to the title's two lines).
  await page.setViewportSize({ width: 1024, height: 800 });
  const listBadges = page.locator('ul li button [data-status]');
  await expect(listBadges.filter({ hasText: 'Changes requested' }).first()).toBeVisible();
  for (const height of await listBadges.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height)))
    expect(height).toBeLessThan(32);
  await page.setViewportSize({ width: 1280, height: 720 });
  const pinned = panel.getByRole('button', { name: 'Play from 0:01' });
  await expect(pinned).toBeVisible();
  expect(ranges).toContain(206);

  // Clicking the pinned comment seeks the player back to its moment.
  await video.evaluate(seek, 0);
  await pinned.click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(1);

  // The creator reads the pinned feedback and uploads a new version in their own browser.
  const creatorPage = await signedInPage(browser, 'creator@demo.test');
  await creatorPage.goto(`/creator/campaigns/submit-content/${deliverableId}`);
  await expect(creatorPage.getByRole('list', { name: 'Feedback on version 1' })).toContainText(
    'at 0:01: Show the logo right here, please.',
  );
  await creatorPage.getByRole('link', { name: 'Upload a new version' }).click();
  await creatorPage
    .getByLabel('Choose a photo or video')
    .setInputFiles({ name: 'take-2.mp4', mimeType: 'video/mp4', buffer: CLIP });
  await expect(creatorPage.getByText(/take-2\.mp4 uploaded/)).toBeVisible({ timeout: 30_000 });
  await creatorPage.getByLabel('Caption').fill('Logo at one second now');
  await creatorPage.getByRole('button', { name: 'Submit for review' }).click();
  await expect(
    creatorPage.getByRole('list', { name: 'Your submissions' }).getByRole('listitem').first().getByText('In review'),
  ).toBeVisible();
  await creatorPage.context().close();

  // The brand compares the new version with the previous one and approves it.
  await page.reload();
  await expect(panel.getByRole('button', { name: /v2 · latest/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Compare with v1' }).click();
  const compare = panel.getByRole('group', { name: 'Version 1 compared with version 2' });
  await expect(compare.getByRole('heading', { name: 'Previous · v1' })).toBeVisible();
  await expect(compare.getByRole('heading', { name: 'This version · v2' })).toBeVisible();
  await expect(compare.locator('video')).toHaveCount(2);
  await expect(panel.getByText('1 of 2')).toBeVisible();
  await panel.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Content approved. The creator has been notified.')).toBeVisible();
  await expect(panel.getByText('Approved', { exact: true })).toBeVisible();
});

test('the brand bulk-approves what is waiting, deliverable by deliverable', async ({ page, brandApi, creatorApi }) => {
  const { campaignId, deliverableId } = await openDeliverableOfCasey(brandApi);
  await submitVersion(creatorApi, deliverableId, 'Ready for a quick yes');

  await signIn(page, 'brand.owner@demo.test');
  await page.goto(`/brand/campaigns/content/${campaignId}?status=submitted`);
  await page.getByLabel(/Select all waiting for review/).check();
  await page.getByRole('button', { name: /Approve selected/ }).click();
  await expect(page.getByText(/^Approved \d+ deliverable/)).toBeVisible();
  await expect(page.getByText('Nothing with this status')).toBeVisible();
});
