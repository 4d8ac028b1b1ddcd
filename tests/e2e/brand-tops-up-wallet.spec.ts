import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { PHONE } from './phone';

test('a brand tops up its wallet in the sandbox checkout and sees the money once it has arrived', async ({
  page,
}, testInfo) => {
  await signIn(page, 'brand.owner@demo.test');
  await page.goto('/brand/wallet');
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  const available = page.getByRole('definition').filter({ hasText: /^\$/ }).first();
  const before = (await available.textContent()) ?? '';

  await page.getByLabel('Amount (USD)').fill('40');
  await page.getByRole('button', { name: 'Top up' }).click();
  await expect(page.getByText('Top up at least $50.')).toBeVisible();

  await page.getByLabel('Amount (USD)').fill('250');
  await page.screenshot({ path: testInfo.outputPath('wallet-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Top up $250.00' }).click();

  await expect(page.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('$250.00');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay/ }).click();

  await expect(page).toHaveURL(/\/brand\/creator-spend-success\?top_up=/);
  await expect(page.getByRole('heading', { name: 'Creator spend added' })).toBeVisible();
  await expect(page.getByText('$250.00', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('success-1280.png') });

  await page.getByRole('link', { name: 'Go to the wallet' }).click();
  await expect(page.getByRole('cell', { name: 'Top-up by card' }).first()).toBeVisible();
  await expect(available).not.toHaveText(before);
  // The history's five columns get the page's width: squeezed beside the top-up form, each row wrapped to 4–6 lines.
  const history = (await page.getByRole('region', { name: 'Wallet history table' }).boundingBox())!;
  const main = (await page.getByRole('main').boundingBox())!;
  expect(history.width).toBeGreaterThan(0.8 * main.width);
  await page.setViewportSize(PHONE.viewport);
  await page.screenshot({ path: testInfo.outputPath('wallet-390.png'), fullPage: true });
});
