import { expect, test } from './fixtures';
import { openMailLink, signIn, uniqueEmail } from './helpers';

const signUp = async (page: import('@playwright/test').Page, kind: 'Brand' | 'Creator', email: string) => {
  await page.goto('/signup');
  await page.locator(`a[href="/${kind === 'Brand' ? 'brand' : 'creator'}/signup"]`).first().click();
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Tester');
  if (kind === 'Brand') await page.getByLabel('Brand name').fill('Robin Goods');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('sturdy-pass-2026');
  await page.getByRole('button', { name: /create|sign up/i }).click();
  await expect(page).toHaveURL(/\/signup\/email\/success/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
};

test('a brand signs up, activates from the dev mailbox, signs in and lands on the campaigns dashboard', async ({ page }) => {
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

test('sign-up shows the server’s field error for an e-mail that is taken', async ({ page }) => {
  await page.goto('/creator/signup');
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel(/e-mail/i).fill('creator@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('sturdy-pass-2026');
  await page.getByRole('button', { name: /create|sign up/i }).click();
  await expect(page.getByText(/already exists/)).toBeVisible();
  await expect(page).toHaveURL(/\/creator\/signup/);
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
