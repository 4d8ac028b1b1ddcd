import { expect, test } from './fixtures';
import { openMailLink, signIn, uniqueEmail } from './helpers';

const signUp = async (page: import('@playwright/test').Page, kind: 'Brand' | 'Creator', email: string) => {
  await page.goto('/signup');
  await page
    .locator(`a[href="/${kind === 'Brand' ? 'brand' : 'creator'}/signup"]`)
    .first()
    .click();
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Tester');
  if (kind === 'Brand') await page.getByLabel('Brand name').fill('Robin Goods');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('sturdy-pass-2026');
  await page.getByRole('button', { name: /create|sign up/i }).click();
  await expect(page).toHaveURL(/\/signup\/email\/success/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
};

test('a brand signs up, activates from the dev mailbox, signs in and lands on the campaigns dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('brand');
  await signUp(page, 'Brand', email);
  await openMailLink(page, email, '/signup/email/activate/');
  await expect(page.getByRole('heading', { name: 'Your account is active' })).toBeVisible();
  await signIn(page, email, 'sturdy-pass-2026');
  await expect(page).toHaveURL(/\/brand\/campaigns$/);
});

test('a creator signs up, activates, signs in and lands on onboarding', async ({ page }) => {
  const email = uniqueEmail('creator');
  await signUp(page, 'Creator', email);
  await openMailLink(page, email, '/signup/email/activate/');
  await expect(page.getByRole('heading', { name: 'Your account is active' })).toBeVisible();
  await signIn(page, email, 'sturdy-pass-2026');
  await expect(page).toHaveURL(/\/creator\/onboarding$/);
});

test('sign-up with a taken e-mail looks like any sign-up, and the owner is told by e-mail', async ({ page }) => {
  await page.goto('/creator/signup');
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel(/e-mail/i).fill('creator@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('sturdy-pass-2026');
  await page.getByRole('button', { name: /create|sign up/i }).click();
  await expect(page).toHaveURL(/\/signup\/email\/success/);
  await page.goto('/dev/mailbox');
  await expect(
    page
      .getByRole('list', { name: 'E-mails' })
      .getByRole('button')
      .filter({ hasText: 'creator@demo.test' })
      .filter({ hasText: 'You already have a Social Loop account' })
      .first(),
  ).toBeVisible();
});

test('after too many wrong passwords, the owner signs in with an e-mailed one-time link', async ({ page }) => {
  const email = uniqueEmail('slowed');
  await signUp(page, 'Creator', email);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  // Five wrong passwords go through at once; after that each attempt must wait a growing delay (1 s, 2 s, …), so on a
  // slow machine the sixth may come after its delay has passed: keep guessing until the limit answers.
  let limited = 0;
  for (let i = 0; i < 10 && !limited; i++) {
    await page.getByLabel('Password', { exact: true }).fill(`wrong-password-${i}`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login/'));
    await page.getByRole('button', { name: /sign in/i }).click();
    if ((await answered).status() === 429) limited = i + 1;
  }
  expect(limited).toBeGreaterThan(5);
  await expect(page.getByText(/Too many sign-in attempts/)).toBeVisible();
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status').filter({ hasText: /sign-in link/ })).toBeVisible();
  await expect(async () => {
    await openMailLink(page, email, '/login/link/');
    await expect(page).toHaveURL(/\/creator\/onboarding$/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
});

test('a user resets a forgotten password from the e-mailed link and signs in with the new one', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUp(page, 'Creator', email);
  await page.goto('/password/reset');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page).toHaveURL(/\/password\/reset\/success/);
  await openMailLink(page, email, '/password/reset/confirm/');
  await page.getByLabel('New password', { exact: true }).fill('newer-pass-2027');
  await page.getByLabel('Repeat new password', { exact: true }).fill('newer-pass-2027');
  await page.getByRole('button', { name: /save|change|set|reset/i }).click();
  await expect(page.getByText(/password is changed|sign in/i).first()).toBeVisible();
  await signIn(page, email, 'newer-pass-2027');
  await expect(page).toHaveURL(/\/creator\/onboarding$/);
});
