import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { PHONE } from './phone';

/**
 * Keyboard and screen-reader access is a product requirement on every screen. axe-core's WCAG 2 A/AA rules check each
 * role's main screens, reached the way a user reaches them; a serious or critical finding fails the test and names the
 * rule, the element and the screen. Milder findings are attached to the test's report.
 */
const WCAG_2_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** One role's walk: `check` audits the screen now shown; `blocking` collects what fails the test. */
const auditWalk = (page: Page) => {
  const blocking: string[] = [];
  const milder: string[] = [];
  const check = async (screen: string) => {
    // The screen has rendered its data: its heading is shown and nothing is still loading.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_2_A_AA).analyze();
    for (const { id, impact, help, nodes } of violations)
      for (const node of nodes)
        (BLOCKING.has(impact ?? '') ? blocking : milder).push(
          `${screen}: ${id} (${impact}) ${help} — ${node.target.join(' ')}`,
        );
  };
  const report = () => {
    if (milder.length)
      test.info().annotations.push({ type: 'milder accessibility findings', description: milder.join('\n') });
    expect(blocking, 'serious or critical accessibility violations').toEqual([]);
  };
  return { check, report };
};

/** Follows a link of the signed-in area's navigation (the sidebar, or the drawer on a phone). */
const navigateTo = async (page: Page, area: string, link: string) => {
  const menu = page.getByRole('button', { name: 'Open navigation' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: area })
    .filter({ visible: true })
    .getByRole('link', { name: link })
    .click();
};

test('the public pages pass the accessibility audit', async ({ page }) => {
  const { check, report } = auditWalk(page);
  await page.goto('/');
  await check('landing');
  await page
    .getByRole('link', { name: /sign in|log in/i })
    .first()
    .click();
  await check('sign in');
  await page.getByRole('link', { name: /forgot/i }).click();
  await check('password reset');
  await page.goBack();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await check('sign up');
  await page.getByRole('link', { name: /brand/i }).first().click();
  await check('brand sign up');
  report();
});

test('the brand screens pass the accessibility audit', async ({ page }) => {
  const { check, report } = auditWalk(page);
  await signIn(page, 'brand.owner@demo.test');
  await check('campaigns');
  await page.getByRole('tabpanel').getByRole('link').first().click();
  await check('campaign detail');
  await page.getByRole('navigation', { name: 'Campaign' }).getByRole('link', { name: 'Content' }).click();
  await check('content review');
  await navigateTo(page, 'Brand', 'Creators');
  await check('creator database');
  await navigateTo(page, 'Brand', 'Wallet');
  await check('wallet');
  await navigateTo(page, 'Brand', 'Billing');
  await check('billing');
  await navigateTo(page, 'Brand', 'Settings');
  await page.getByRole('link', { name: 'Team members' }).click();
  await check('team members');
  report();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the creator screens pass the accessibility audit', async ({ page }) => {
    const { check, report } = auditWalk(page);
    await signIn(page, 'creator@demo.test');
    await check('dashboard');
    await navigateTo(page, 'Creator', 'Find campaigns');
    await check('find campaigns');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await check('a campaign');
    await navigateTo(page, 'Creator', 'My campaigns');
    await check('my campaigns');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await check('a campaign of mine');
    await navigateTo(page, 'Creator', 'Payments');
    await check('payments');
    await navigateTo(page, 'Creator', 'Settings');
    await check('settings');
    report();
  });
});

test('the strategist screens pass the accessibility audit', async ({ page }) => {
  const { check, report } = auditWalk(page);
  await signIn(page, 'strategist@demo.test');
  await check('select brand');
  await page
    .getByRole('list', { name: 'Managed brands' })
    .getByRole('button', { name: /Acme Outdoors/ })
    .click();
  await check('campaigns');
  await navigateTo(page, 'Internal', 'Organizations');
  await check('organizations');
  await navigateTo(page, 'Internal', 'Events');
  await check('events');
  report();
});

test('the staff console passes the accessibility audit', async ({ page }) => {
  const { check, report } = auditWalk(page);
  await signIn(page, 'staff@demo.test');
  await check('approval queue');
  await page.getByRole('link', { name: 'Users' }).click();
  await check('users');
  report();
});
