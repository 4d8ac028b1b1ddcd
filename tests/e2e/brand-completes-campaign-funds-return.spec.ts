import { expect, test } from './fixtures';
import { caseyWithOffer, signIn } from './helpers';

const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

test('a brand marks a campaign completed: its open offer is withdrawn and the funds it held are available in the wallet again', async ({
  page,
  brandApi,
  creatorApi,
}, testInfo) => {
  const { campaignId, matchId } = await caseyWithOffer(brandApi, creatorApi, {
    title: 'Last Run of the Season',
    brief: 'One more trail run before the snow, in our shell jacket.',
  });
  const wallet = await (await brandApi.get('/api/brand/wallet/')).json();

  await signIn(page, 'brand.owner@demo.test');
  await page.goto(`/brand/campaigns/detail/${campaignId}`);
  await page.getByRole('button', { name: 'Mark completed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this campaign completed?' });
  await expect(dialog).toContainText(
    '1 open offer ($900) will be withdrawn and the $900 held for it returned to your wallet.',
  );
  await page.screenshot({ path: testInfo.outputPath('complete-dialog-1280.png') });
  await dialog.getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByText('Campaign completed. $900 is back in your wallet.')).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Wallet' }).first().click();
  const balances = page.getByLabel('Wallet balances');
  const tile = (label: string) =>
    balances.locator('div').filter({ has: page.getByRole('term').filter({ hasText: label }) });
  await expect(tile('Available').getByRole('definition').first()).toHaveText(dollars(wallet.available_cents + 90_000));
  await expect(tile('Held for offers').getByRole('definition').first()).toHaveText(dollars(wallet.held_cents - 90_000));

  // Casey's offer is gone: accepting it now is refused.
  const late = await creatorApi.post(`/api/influencer/campaign-matches/${matchId}/accept-offer/`, { data: {} });
  expect(late.status()).toBe(409);
});
