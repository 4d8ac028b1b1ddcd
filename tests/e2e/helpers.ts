import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

const DEMO_PASSWORD = 'demo-password-1';

export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

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
  await page
    .getByRole('link', { name: new RegExp(pathPrefix.replaceAll('/', '\\/')) })
    .first()
    .click();
};

/** A browser of its own (its own cookies; `options` set its screen) with a page signed in as `email`: a second user. */
export const signedInPage = async (browser: Browser, email: string, options?: BrowserContextOptions) => {
  const page = await (await browser.newContext(options)).newPage();
  await signIn(page, email);
  return page;
};

const NEW_USER_PASSWORD = 'sturdy-pass-2026';

/** A new user signs up on their role's form, activates from the dev mailbox and signs in. */
export const signUpAndSignIn = async (
  page: Page,
  kind: 'brand' | 'creator',
  email: string,
  name: { first: string; last: string; brand?: string },
) => {
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

type BrandOwner = { email: string; password: string; first: string; last: string; brand: string };

/** Setup through the API: a new brand owner signs up (a brand's account is active at once). */
export const signUpBrand = async (request: APIRequestContext, { email, password, first, last, brand }: BrandOwner) => {
  const signup = await request.post('/api/auth/signup/', {
    data: { email, password, first_name: first, last_name: last, profile_of: 'Brand', brand_name: brand },
  });
  expect(signup.status()).toBe(201);
};

/** A new brand owner signs up through the API, then signs in through the login form. */
export const signUpBrandAndSignIn = async (page: Page, owner: BrandOwner) => {
  await signUpBrand(page.request, owner);
  await signIn(page, owner.email, owner.password);
};

/** Waits until the dev mailbox lists an e-mail whose entry shows every one of `texts` (mail goes out through the queue). */
export const expectMail = async (page: Page, ...texts: string[]) => {
  await expect(async () => {
    await page.goto('/dev/mailbox');
    const mail = texts.reduce(
      (entries, text) => entries.filter({ hasText: text }),
      page.getByRole('list', { name: 'E-mails' }).getByRole('button'),
    );
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
};

/** An API client signed in as `email` (bearer token, no cookies), for a test's setup steps. */
export const apiAs = async (baseURL: string | undefined, email: string) => {
  const login = await (
    await playwrightRequest.newContext({ baseURL })
  ).post('/api/auth/login/', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token } = await login.json();
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
};

type Template = { type: string; platform: string; quantity: number; due_days: number; description?: string };
type CampaignSetup = {
  title: string;
  brief: string;
  templates?: Template[];
  status?: 'active' | 'draft';
  visibility?: 'public' | 'invite_only';
};

/** The deliverables a test campaign asks for unless told: one Instagram reel, due 12 days after the contract. */
const ONE_REEL: Template[] = [{ type: 'reel', platform: 'instagram', quantity: 1, due_days: 12 }];

/**
 * Setup through the API: a fresh Outdoors campaign of Acme's on Instagram with `templates` (one reel unless told;
 * active and public unless told); returns its id and its title (made unique).
 */
export const acmeOutdoorsCampaign = async (
  brand: APIRequestContext,
  { title, brief, templates = ONE_REEL, status = 'active', visibility = 'public' }: CampaignSetup,
) => {
  const unique = `${title} ${Date.now().toString(36)}`;
  const created = await brand.post('/api/brand/campaign/create/', {
    data: {
      title: unique,
      status,
      visibility,
      currency: 'USD',
      objectives: ['content'],
      platforms: ['instagram'],
      brief,
      deliverable_templates: templates,
      budget_cents: 600_000,
      rate_min_cents: 50_000,
      rate_max_cents: 150_000,
      start_date: '2027-02-01',
      end_date: '2027-04-01',
      target_niches: ['Outdoors'],
      target_location_ids: [],
      follower_min: null,
      follower_max: null,
    },
  });
  expect(created.ok()).toBe(true);
  return { id: (await created.json()).id as string, title: unique };
};

/**
 * Setup through the API: a fresh Acme campaign (see acmeOutdoorsCampaign), Casey invited, the invitation accepted and
 * an offer of $900 for one Instagram reel made, so the offer waits for Casey's answer.
 */
export const caseyWithOffer = async (brand: APIRequestContext, creator: APIRequestContext, setup: CampaignSetup) => {
  const { id: campaignId } = await acmeOutdoorsCampaign(brand, setup);
  const casey = (await (await brand.get('/api/brand/creator-database/?q=Casey%20Rivera')).json()).results[0].id;
  const matchId = (
    await (
      await brand.post('/api/brand/create-campaign-match/', { data: { campaign_id: campaignId, creator_id: casey } })
    ).json()
  ).id as string;
  expect(
    (await creator.post(`/api/influencer/campaign-matches/${matchId}/accept-invitation/`, { data: {} })).ok(),
  ).toBe(true);
  const offer = {
    brand_campaign_match_id: matchId,
    rate_cents: 90_000,
    deliverables: [{ type: 'reel', platform: 'instagram', quantity: 1, due_days: 12 }],
  };
  expect((await brand.post('/api/brand/campaign/propose-rates-and-deliverables/', { data: offer })).ok()).toBe(true);
  return { campaignId, matchId };
};

/** As caseyWithOffer, and Casey accepts the offer, so the contract waits for her signature. */
export const caseyAwaitingSignature = async (
  brand: APIRequestContext,
  creator: APIRequestContext,
  setup: CampaignSetup,
) => {
  const { campaignId, matchId } = await caseyWithOffer(brand, creator, setup);
  expect((await creator.post(`/api/influencer/campaign-matches/${matchId}/accept-offer/`, { data: {} })).ok()).toBe(
    true,
  );
  return { campaignId, matchId };
};
