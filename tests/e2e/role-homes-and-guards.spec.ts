import { expect, test } from './fixtures';
import { signIn } from './helpers';

const SOME_UUID = '3f1c9a52-8d0e-4b7a-9c1d-2e5f6a7b8c9d';

const homes: [email: string, home: RegExp][] = [
  ['brand.owner@demo.test', /\/brand\/campaigns$/],
  ['brand.member@demo.test', /\/brand\/campaigns$/],
  ['other.brand@demo.test', /\/brand\/campaigns$/],
  ['creator@demo.test', /\/creator\/dashboard$/],
  ['new.creator@demo.test', /\/creator\/onboarding$/],
  ['strategist@demo.test', /\/internal\/select-brand$/],
  ['staff@demo.test', /\/staff$/],
  ['suspended@demo.test', /\/brand\/suspended$/],
];

for (const [email, home] of homes) {
  test(`${email} lands on their home after signing in`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(home);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
}

test('a brand user is sent from creator and internal pages to the campaigns dashboard', async ({ page }) => {
  await signIn(page, 'brand.owner@demo.test');
  await page.goto('/creator/dashboard');
  await expect(page).toHaveURL(/\/brand\/campaigns$/);
  await page.goto('/internal/campaigns');
  await expect(page).toHaveURL(/\/brand\/campaigns$/);
});

test('a creator is sent from brand and internal pages to their dashboard', async ({ page }) => {
  await signIn(page, 'creator@demo.test');
  await page.goto('/brand/creators');
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await page.goto('/internal/organizations');
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
});

test('a strategist is redirected from brand pages to internal ones, except the four campaign pages', async ({
  page,
}) => {
  await signIn(page, 'strategist@demo.test');
  await page
    .getByRole('list', { name: 'Managed brands' })
    .getByRole('button', { name: /Acme Outdoors/ })
    .click();
  await expect(page).toHaveURL(/\/internal\/campaigns$/);
  await page.goto('/brand/campaigns');
  await expect(page).toHaveURL(/\/internal\/campaigns$/);
  await page.goto(`/brand/campaigns/detail/${SOME_UUID}`);
  await expect(page).toHaveURL(new RegExp(`/brand/campaigns/detail/${SOME_UUID}$`));
  await page.goto(`/brand/campaigns/metrics/${SOME_UUID}`);
  await expect(page).toHaveURL(new RegExp(`/brand/campaigns/metrics/${SOME_UUID}$`));
  await page.goto('/creator/dashboard');
  await expect(page).toHaveURL(/\/internal\/campaigns$/);
});

test('a signed-out visitor is sent to sign in and back to where they wanted to go', async ({ page }) => {
  await page.goto('/brand/creators');
  await expect(page).toHaveURL(/\/login\?next=%2Fbrand%2Fcreators/);
  await page.getByLabel('E-mail').fill('brand.owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-password-1');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/brand\/creators$/);
});

test('signing out returns to the landing page and protected pages ask to sign in again', async ({ page }) => {
  await signIn(page, 'creator@demo.test', undefined, { rememberMe: true });
  await page
    .getByRole('button', { name: /account|menu|Casey/i })
    .first()
    .click();
  await page
    .getByRole('menuitem', { name: /sign out/i })
    .or(page.getByRole('button', { name: /sign out/i }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'session')).toBeUndefined();
  await page.goto('/creator/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('the session survives a reload', async ({ page }) => {
  await signIn(page, 'brand.member@demo.test');
  await page.reload();
  await expect(page).toHaveURL(/\/brand\/campaigns$/);
});
