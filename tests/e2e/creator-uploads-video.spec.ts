import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './helpers';

const MiB = 1024 * 1024;

/** An 18 MiB "video": an MP4 header (so the server's sniffing accepts it) and noise; two 16 MiB-sized parts. */
const writeVideo = (dir: string) => {
  const bytes = Buffer.alloc(18 * MiB);
  for (let i = 0; i < bytes.length; i += 4) bytes.writeUInt32LE((i * 2654435761) >>> 0, i);
  bytes.set([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0]);
  const path = join(dir, 'trail-test.mp4');
  writeFileSync(path, bytes);
  return path;
};

/** A deliverable of a signed contract that is waiting for content, found through the creator's own API. */
const deliverableToSubmit = async (page: Page) => {
  const list = await page.request.get('/api/influencer/deliverables/?status=pending,changes_requested&page_size=100');
  expect(list.ok()).toBe(true);
  for (const { id } of (await list.json()).results as { id: string }[]) {
    const content = await page.request.get(`/api/influencer/deliverables/${id}/submissions/`);
    if (content.ok() && (await content.json()).deliverable.can_submit) return id as string;
  }
  throw new Error('The demo creator has no deliverable waiting for content');
};

/** Slows uploads to a few MB/s so progress, speed and time left are visible, as on a real connection. */
const throttleUploads = async (page: Page, bytesPerSecond: number) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
};

test('the demo creator uploads a video with visible progress, survives a reload mid-upload, and sees it in the submissions', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'social-loop-e2e-video-'));
  try {
    const video = writeVideo(dir);
    await signIn(page, 'creator@demo.test');
    const deliverableId = await deliverableToSubmit(page);

    await page.goto(`/creator/campaigns/submit-content/${deliverableId}`);
    await page.getByRole('link', { name: /Upload (content|a new version)/ }).click();
    await expect(page).toHaveURL(new RegExp(`/creator/campaigns/upload/${deliverableId}$`));

    await throttleUploads(page, 3 * MiB);
    await page.getByLabel('Choose a photo or video').setInputFiles(video);
    const progress = page.getByRole('progressbar', { name: 'Uploading trail-test.mp4' });
    await expect(progress).toBeVisible();
    await expect(page.getByText(/\/s$/)).toBeVisible();
    await expect(page.getByText(/left$/)).toBeVisible();
    // The small last part (2 MiB) has arrived once a third of the file is sent; the big first part has not.
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 20_000 })
      .toBeGreaterThan(33);

    // A reload mid-upload: the page remembers the upload, and choosing the same file sends only what is missing.
    await page.reload();
    await expect(page.getByText('Your upload of “trail-test.mp4” stopped at 2 MB of 18 MB.')).toBeVisible();
    await throttleUploads(page, 12 * MiB);
    await page.getByLabel('Choose the same file to resume').setInputFiles(video);
    await expect(page.getByText('trail-test.mp4 uploaded (18 MB)')).toBeVisible({ timeout: 30_000 });

    await page.getByLabel('Caption').fill('Testing the new hydration pack on the Mesa trail. #ad @acmeoutdoors');
    await page.getByRole('button', { name: 'Submit for review' }).click();

    await expect(page).toHaveURL(new RegExp(`/creator/campaigns/submit-content/${deliverableId}$`));
    const submissions = page.getByRole('list', { name: 'Your submissions' });
    const newest = submissions.getByRole('listitem').first();
    await expect(newest.getByText('trail-test.mp4')).toBeVisible();
    await expect(newest.getByText('In review')).toBeVisible();
    await expect(newest.getByText('Testing the new hydration pack on the Mesa trail.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: /Upload (content|a new version)/ })).toHaveCount(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
