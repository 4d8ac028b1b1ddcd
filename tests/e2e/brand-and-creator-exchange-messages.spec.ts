import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { acmeOutdoorsCampaign, signedInPage } from './helpers';
import { signInOnPhone } from './phone';

/** The JPEG the seed uses for sample content: a real image the browser decodes. */
const PHOTO = readFileSync(new URL('../../db/seed/fixtures/sample-photo.jpg', import.meta.url));

/** The demo creator's conversation with Acme about a signed campaign, open on both sides. */
const openThreadOnBothSides = async (browser: Browser) => {
  const creator = await signedInPage(browser, 'creator@demo.test');
  const threads = await (await creator.request.get('/api/influencer/messaging/threads/')).json();
  const thread =
    threads.results.find((t: { match_status: string }) => t.match_status === 'contracted') ?? threads.results[0];
  expect(thread).toBeDefined();

  const brand = await signedInPage(browser, 'brand.owner@demo.test');
  await brand.goto(`/brand/campaigns/messaging/${thread.campaign_id}?match=${thread.match_id}`);
  await creator.goto(`/creator/campaigns/messaging/${thread.campaign_id}?match=${thread.match_id}`);
  return { brand, creator };
};

const messageLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

test('a brand and a creator exchange messages and each sees the other’s appear without reloading', async ({
  browser,
}) => {
  const { brand, creator } = await openThreadOnBothSides(browser);

  const hello = `Hello from Acme ${Date.now()}`;
  await brand.getByRole('textbox', { name: 'Message' }).fill(hello);
  await brand.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(messageLog(brand).getByText(hello)).toBeVisible();
  await expect(messageLog(creator).getByText(hello)).toBeVisible({ timeout: 15_000 });

  const reply = `Thanks, on it! ${Date.now()}`;
  await creator.getByRole('textbox', { name: 'Message' }).fill(reply);
  await creator.getByRole('button', { name: 'Send' }).click();
  await expect(messageLog(brand).getByText(reply)).toBeVisible({ timeout: 15_000 });
  // The creator read the brand's message: the brand sees the receipt.
  await expect(messageLog(brand).getByText(/Seen/)).toBeVisible({ timeout: 15_000 });
});

test('the creator attaches a photo and the brand sees it in the conversation', async ({ browser }) => {
  const { brand, creator } = await openThreadOnBothSides(browser);
  const filename = `summit-${Date.now()}.jpg`;

  const chooser = creator.waitForEvent('filechooser');
  await creator.getByRole('button', { name: 'Attach an image' }).click();
  await (await chooser).setFiles({ name: filename, mimeType: 'image/jpeg', buffer: PHOTO });
  await expect(creator.getByRole('img', { name: `Preview of ${filename}` })).toBeVisible();
  await expect(creator.getByText(/Ready to send/)).toBeVisible();
  await creator.getByRole('textbox', { name: 'Message' }).fill('The summit shot — thoughts on the crop?');
  await creator.getByRole('button', { name: 'Send' }).click();
  await expect(messageLog(creator).getByRole('img', { name: filename })).toBeVisible();
  await expect(creator.getByText(/Ready to send/)).toBeHidden();

  const image = messageLog(brand).getByRole('img', { name: filename });
  await expect(image).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await expect(messageLog(brand).getByText('The summit shot — thoughts on the crop?')).toBeVisible();
  await expect(messageLog(brand).getByRole('link', { name: new RegExp(filename) })).toHaveAttribute(
    'href',
    /^\/api\/uploads\/[0-9a-f-]+\/media\/$/,
  );
});

test('on a phone a campaign’s Messages tab opens its conversation, and a campaign without one opens no other', async ({
  browser,
  brandApi,
}) => {
  const creator = await signInOnPhone(browser, 'creator@demo.test');
  const threads = await (await creator.request.get('/api/influencer/messaging/threads/')).json();
  const thread = threads.results.find((t: { match_status: string }) => t.match_status === 'contracted');
  await creator.goto(`/creator/campaigns/overview/${thread.campaign_id}`);
  await creator.getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(creator.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(creator.getByRole('navigation', { name: 'Conversations list' })).toBeHidden();
  await creator.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(creator.getByRole('navigation', { name: 'Conversations list' })).toBeVisible();
  await expect(creator.getByRole('textbox', { name: 'Message' })).toBeHidden();

  // Before applying there is nobody to write to here: another brand's conversation must not stand in for it.
  const { id } = await acmeOutdoorsCampaign(brandApi, {
    title: 'Messages before applying',
    brief: 'A campaign the demo creator has not applied to, to see its Messages tab.',
  });
  await creator.goto(`/creator/campaigns/${id}`);
  await creator.getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(creator.getByRole('complementary', { name: 'This campaign' })).toContainText(
    'No conversation about this campaign yet',
  );
  await expect(creator.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
});
