import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { PHONE, expectFitsPhone } from './phone';

/** The tab lies wholly inside its scrolling row (not cut at either edge). */
const isWholeInRow = async (row: Locator, tab: Locator) => {
  const [box, item] = [await row.boundingBox(), await tab.boundingBox()];
  return !!box && !!item && item.x >= box.x && item.x + item.width <= box.x + box.width + 1;
};

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

  test('a campaign opened on its last tab shows that tab inside the row of tabs', async ({ page }) => {
    await signIn(page, 'brand.owner@demo.test');
    await page.goto('/brand/campaigns');
    const active = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Candidates' }) });
    const detail = await active.first().getByRole('heading').getByRole('link').getAttribute('href');
    await page.goto(String(detail).replace('/detail/', '/metrics/'));
    const metrics = page.getByRole('navigation', { name: 'Campaign sections' }).getByRole('link', { name: 'Metrics' });
    await expect(metrics).toHaveAttribute('aria-current', 'page');
    // The row of tabs scrolls on its own under "All campaigns" (both are the campaign's navigation).
    const row = metrics.locator('..');
    expect(await row.evaluate((strip) => strip.scrollWidth > strip.clientWidth)).toBe(true);
    await expect.poll(() => isWholeInRow(row, metrics)).toBe(true);
    await expectFitsPhone(page);
  });

  test('every section of the staff console is in sight, none hidden past the edge of a sideways row', async ({
    page,
  }) => {
    await signIn(page, 'staff@demo.test');
    const sections = page.getByRole('navigation', { name: 'Staff console' }).getByRole('link');
    await expect(sections).toHaveCount(7);
    for (const section of await sections.all()) {
      const box = await section.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.viewport.width, await section.innerText()).toBe(true);
    }
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await expectFitsPhone(page);
  });

  test('a row of tabs that scrolls fades at the edge with more, and opens with the current tab whole', async ({
    page,
  }) => {
    await signIn(page, 'creator@demo.test');
    await page.goto('/creator/settings/profile');
    const settings = page.getByRole('navigation', { name: 'Settings sections' });
    const profile = settings.getByRole('link', { name: 'Profile' });
    await expect(profile).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => isWholeInRow(settings, profile)).toBe(true);
    await expect(settings).toHaveAttribute('data-scroll-more', /^(end|both)$/);
    await expect(settings).toHaveCSS('mask-image', /linear-gradient/);
    // Scrolled to its end, the fade moves to the start.
    await settings.evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
    await expect(settings).toHaveAttribute('data-scroll-more', 'start');

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
