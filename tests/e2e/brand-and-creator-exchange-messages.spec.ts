import { expect, test, type Browser } from '@playwright/test';
import { signIn } from './helpers';

const signedInPage = async (browser: Browser, baseURL: string | undefined, email: string) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
};

test('a brand and a creator exchange messages and each sees the other’s appear without reloading', async ({ browser, baseURL }) => {
  const creator = await signedInPage(browser, baseURL, 'creator@demo.test');
  const threads = await (await creator.request.get('/api/influencer/messaging/threads/')).json();
  const thread = threads.results.find((t: { match_status: string }) => t.match_status === 'contracted') ?? threads.results[0];
  expect(thread).toBeDefined();

  const brand = await signedInPage(browser, baseURL, 'brand.owner@demo.test');
  await brand.goto(`/brand/campaigns/messaging/${thread.campaign_id}?match=${thread.match_id}`);
  await creator.goto(`/creator/campaigns/messaging/${thread.campaign_id}?match=${thread.match_id}`);

  const hello = `Hello from Acme ${Date.now()}`;
  await brand.getByRole('textbox', { name: 'Message' }).fill(hello);
  await brand.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(brand.getByRole('log', { name: 'Messages' }).getByText(hello)).toBeVisible();
  await expect(creator.getByRole('log', { name: 'Messages' }).getByText(hello)).toBeVisible({ timeout: 15_000 });

  const reply = `Thanks, on it! ${Date.now()}`;
  await creator.getByRole('textbox', { name: 'Message' }).fill(reply);
  await creator.getByRole('button', { name: 'Send' }).click();
  await expect(brand.getByRole('log', { name: 'Messages' }).getByText(reply)).toBeVisible({ timeout: 15_000 });
  // The creator read the brand's message: the brand sees the receipt.
  await expect(brand.getByRole('log', { name: 'Messages' }).getByText(/Seen/)).toBeVisible({ timeout: 15_000 });
});
