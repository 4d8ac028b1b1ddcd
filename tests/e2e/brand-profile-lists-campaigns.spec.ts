import { expect, test } from './fixtures';
import { signIn } from './helpers';

test('the brand profile lists its published campaigns with the same status badges as the campaign list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'brand.owner@demo.test');
  await page.getByRole('link', { name: 'Brand profile' }).click();

  const campaigns = page.getByRole('listitem').filter({ has: page.locator('[data-status]') });
  await expect(campaigns.first()).toBeVisible();
  for (const status of await campaigns.locator('[data-status]').allInnerTexts())
    expect(status).toMatch(/^(Draft|Active|Completed|Archived)$/);
});
