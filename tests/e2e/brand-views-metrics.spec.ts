import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

const campaignIdOf = async (page: Page, title: string) => {
  const list = await (await page.request.get('/api/brand/campaigns/?page_size=100')).json();
  const campaign = list.results.find((c: { title: string }) => c.title === title);
  expect(campaign, `campaign ${title}`).toBeDefined();
  return campaign.id as string;
};

test('the metrics page draws charts from the seed’s published posts, exports CSV and requests metrics', async ({
  page,
}) => {
  await signIn(page, 'brand.owner@demo.test');
  const campaignId = await campaignIdOf(page, 'Trail Mix & Bottles Collab');
  await page.goto(`/brand/campaigns/metrics/${campaignId}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Campaign metrics' })).toBeVisible();
  const tiles = page.getByRole('definition').filter({ hasText: /\d/ });
  await expect(tiles.first()).toBeVisible();
  await expect(page.getByText('Impressions', { exact: true }).first()).toBeVisible();

  // Charts: 14 days of lifetime figures over time (areas and a line), and bars per creator; each has its table.
  const overTime = page.getByRole('figure', { name: /Results over time/ });
  await expect(overTime.locator('[data-series="impressions"] path')).toBeVisible();
  await expect(overTime.locator('[data-series="engagements"] polyline')).toBeVisible();
  await overTime.getByText('Show as table').click();
  const days = overTime.getByRole('table').getByRole('row');
  await expect(days.nth(2)).toBeVisible();
  await expect(days.last().getByRole('cell').first()).toHaveText(/^[\d,]+$/);
  const perCreator = page.getByRole('figure', { name: /Impressions per creator/ });
  await expect(perCreator.getByRole('rowheader', { name: 'Casey Rivera' })).toBeVisible();
  await expect(perCreator.getByRole('row', { name: /Casey Rivera [\d,]+/ })).toBeVisible();

  const posts = page.getByRole('region', { name: 'Posts' });
  await expect(posts.getByRole('row')).not.toHaveCount(1);
  await expect(posts.getByRole('rowheader', { name: 'Casey Rivera' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('trail-mix-bottles-collab-metrics.csv');

  await page.getByRole('button', { name: 'Request metrics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request metrics' });
  await dialog.getByLabel('Ask').selectOption({ label: 'Casey Rivera' });
  await dialog.getByLabel('Note (optional)').fill('Could you add your story insights too?');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(/Asked for the figures of \d+ post/)).toBeVisible();
  await expect(posts.getByText(/^Requested /).first()).toBeVisible();
});

test('a Starter-plan brand sees an upsell for metrics, not an error', async ({ page }) => {
  await signIn(page, 'other.brand@demo.test');
  const campaignId = await campaignIdOf(page, 'Farm-to-Table Snack Box');
  await page.goto(`/brand/campaigns/metrics/${campaignId}`);
  await expect(page.getByRole('heading', { name: 'See what your creators delivered' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    /feature=Campaign(%20|\+)Metrics/,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});
