import { expect, test } from './fixtures';
import { signIn } from './helpers';

test('a Starter-plan brand sees gated features as upsells, not errors', async ({ page }) => {
  await signIn(page, 'other.brand@demo.test');
  await page.goto('/brand/campaigns');
  const campaign = page.getByRole('article').filter({ hasText: 'Farm-to-Table Snack Box' });
  await campaign.getByRole('link', { name: 'Candidates' }).click();

  // Creator Matches is not in Starter: an upsell with the way to the plans, and the rest of the page works.
  const upsell = page.getByRole('complementary', { name: 'Creator Matches is not in your plan' });
  await expect(upsell).toBeVisible();
  await expect(upsell.getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/brand/plans?feature=Creator%20Matches',
  );
  await expect(page.getByRole('region', { name: 'Waiting for your offer' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Starter does include Search Filters and Save Creators.
  await page.goto('/brand/creators?niche=Food');
  await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible();
});
