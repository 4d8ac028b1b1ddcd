import { expect, request as playwrightRequest, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password-1';

export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

/** Signs in through the login form and waits until the app has left /login. */
export const signIn = async (page: Page, email: string, password = DEMO_PASSWORD, { rememberMe = false } = {}) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel(/Remember me/).check();
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
};

/** Follows the newest link to `pathPrefix` that the dev mailbox shows for `to`. */
export const openMailLink = async (page: Page, to: string, pathPrefix: string) => {
  await page.goto('/dev/mailbox');
  // Newest first: the first e-mail to this address is the one just sent.
  await page.getByRole('list', { name: 'E-mails' }).getByRole('button').filter({ hasText: to }).first().click();
  await page.getByRole('link', { name: new RegExp(pathPrefix.replaceAll('/', '\\/')) }).first().click();
};

export const NEW_USER_PASSWORD = 'sturdy-pass-2026';

/** A new user signs up on their role's form, activates from the dev mailbox and signs in. */
export const signUpAndSignIn = async (page: Page, kind: 'brand' | 'creator', email: string, name: { first: string; last: string; brand?: string }) => {
  await page.goto(`/${kind}/signup`);
  await page.getByLabel('First name').fill(name.first);
  await page.getByLabel('Last name').fill(name.last);
  if (name.brand) await page.getByLabel('Brand name').fill(name.brand);
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_USER_PASSWORD);
  await page.getByRole('button', { name: /create|sign up/i }).click();
  await expect(page).toHaveURL(/\/signup\/email\/success/);
  await openMailLink(page, email, '/signup/email/activate/');
  await expect(page.getByRole('heading', { name: 'Your account is active' })).toBeVisible();
  await signIn(page, email, NEW_USER_PASSWORD);
};

/** Collects uncaught page errors so a test can assert the page ran cleanly. */
export const trackPageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};

/** An API client signed in as `email` (bearer token, no cookies), for a test's setup steps. */
export const apiAs = async (baseURL: string | undefined, email: string) => {
  const login = await (await playwrightRequest.newContext({ baseURL })).post('/api/auth/login/', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token } = await login.json();
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
};
