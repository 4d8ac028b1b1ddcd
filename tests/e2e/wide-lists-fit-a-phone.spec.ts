import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { PHONE, expectFitsPhone } from './phone';

test.describe('on a 390 px phone', () => {
  test.use(PHONE);

  test('the brand’s campaign tabs scroll inside their row; the page stays as wide as the phone', async ({ page }) => {
    await signIn(page, 'brand.owner@demo.test');
    await page.goto('/brand/campaigns');
    const tabs = page.getByRole('tablist', { name: 'Campaign status' });
    await expect(tabs.getByRole('tab', { name: /Archived/ })).toBeAttached();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectFitsPhone(page);
  });

  test('a strategist’s wide creators table scrolls inside its card, hidden row labels included', async ({ page }) => {
    await signIn(page, 'strategist@demo.test');
    await page.goto('/internal/organizations');
    await page.getByRole('article', { name: 'Acme Outdoors' }).getByRole('link', { name: 'Open' }).click();
    await expect(page.getByRole('heading', { name: 'Acme Outdoors', level: 1 })).toBeVisible();
    await page.goto(`${page.url()}/creators`);
    const creators = page.getByRole('table', { name: 'Creators' });
    await expect(creators.getByRole('row').nth(1)).toBeVisible();
    await expectFitsPhone(page);
  });
});
