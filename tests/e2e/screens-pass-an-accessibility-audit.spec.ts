import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { PHONE } from './phone';

/**
 * Keyboard and screen-reader access is a product requirement on every screen. axe-core's WCAG 2 A/AA rules and its
 * best practices (landmarks, heading order, content inside landmarks) check each role's main screens, reached the way
 * a user reaches them. Every finding fails the test, whatever axe's impact (the best practices are mostly "moderate"),
 * and names the rule, its impact, the element and the screen.
 */
const AUDITED_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A screen of a walk: its name in the findings, and how a user reaches it from the screen before. */
type Step = [screen: string, reach: (page: Page) => Promise<unknown>];

/** A test that walks one role's screens in order and audits each one it reaches; it names every finding at its end. */
const auditTest = (title: string, steps: Step[]) =>
  test(title, async ({ page }) => {
    // Each screen is a full pass of axe over the page, some seconds on a busy machine: more than one screen's minute.
    test.setTimeout(60_000 + steps.length * 30_000);
    const findings: string[] = [];
    for (const [screen, reach] of steps) {
      await reach(page);
      // The screen has arrived and rendered its data: no navigation is loading, its heading is shown and nothing is
      // busy (without the first, a link's old screen could be audited under the new one's name).
      await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).withTags(AUDITED_TAGS).analyze();
      for (const { id, impact, help, nodes } of violations)
        for (const node of nodes) findings.push(`${screen}: ${id} (${impact}) ${help} — ${node.target.join(' ')}`);
    }
    expect(findings, 'accessibility findings').toEqual([]);
  });

/** Follows a link of the signed-in area's navigation (the sidebar, or the drawer on a phone). */
const navLink = (area: string, link: string) => async (page: Page) => {
  const menu = page.getByRole('button', { name: 'Open navigation' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: area })
    .filter({ visible: true })
    .getByRole('link', { name: link })
    .click();
};

/** Follows a link on the screen, the first one named `name`. */
const link = (name: string | RegExp) => (page: Page) => page.getByRole('link', { name }).first().click();

/** Opens the first card of a list of campaigns by its title. */
const firstCard = (page: Page) => page.getByRole('article').first().getByRole('heading').getByRole('link').click();

auditTest('the public pages pass the accessibility audit', [
  ['landing', (page) => page.goto('/')],
  ['sign in', link(/sign in|log in/i)],
  ['password reset', link(/forgot/i)],
  [
    'sign up',
    async (page) => {
      await page.goBack();
      await link('Create an account')(page);
    },
  ],
  ['brand sign up', link(/brand/i)],
]);

auditTest('the brand screens pass the accessibility audit', [
  ['campaigns', (page) => signIn(page, 'brand.owner@demo.test')],
  ['campaign detail', (page) => page.getByRole('tabpanel').getByRole('link').first().click()],
  [
    'content review',
    (page) => page.getByRole('navigation', { name: 'Campaign' }).getByRole('link', { name: 'Content' }).click(),
  ],
  ['creator database', navLink('Brand', 'Creators')],
  ['wallet', navLink('Brand', 'Wallet')],
  ['billing', navLink('Brand', 'Billing')],
  [
    'team members',
    async (page) => {
      await navLink('Brand', 'Settings')(page);
      await link('Team members')(page);
    },
  ],
]);

test.describe('on a phone', () => {
  test.use(PHONE);

  auditTest('the creator screens pass the accessibility audit', [
    ['dashboard', (page) => signIn(page, 'creator@demo.test')],
    ['find campaigns', navLink('Creator', 'Find campaigns')],
    ['a campaign', firstCard],
    ['my campaigns', navLink('Creator', 'My campaigns')],
    ['a campaign of mine', firstCard],
    ['payments', navLink('Creator', 'Payments')],
    ['settings', navLink('Creator', 'Settings')],
  ]);
});

auditTest('the strategist screens pass the accessibility audit', [
  ['select brand', (page) => signIn(page, 'strategist@demo.test')],
  [
    'campaigns',
    (page) =>
      page
        .getByRole('list', { name: 'Managed brands' })
        .getByRole('button', { name: /Acme Outdoors/ })
        .click(),
  ],
  ['organizations', navLink('Internal', 'Organizations')],
  ['events', navLink('Internal', 'Events')],
]);

auditTest('the staff console passes the accessibility audit', [
  ['approval queue', (page) => signIn(page, 'staff@demo.test')],
  ['users', link('Users')],
]);
