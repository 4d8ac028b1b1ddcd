import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

/** Counts the API GETs the page sends (a preloaded response the app takes over is one request, not two). */
const countApiCalls = (page: Page) => {
  const calls = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      calls.set(url.pathname + url.search, (calls.get(url.pathname + url.search) ?? 0) + 1);
  });
  return calls;
};

/** Opens `path` afresh (a full load, as typed into the address bar) and returns the HTML the Worker answered with. */
const openAfresh = async (page: Page, path: string) => {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return (await response?.text()) ?? '';
};

const preloadsIn = (html: string) => ({
  data: [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  ),
  scripts: [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!),
});

test('a brand’s campaigns dashboard: the HTML preloads its code, the session and its data, each asked for once', async ({
  page,
}) => {
  await signIn(page, 'brand.owner@demo.test');
  const calls = countApiCalls(page);
  const html = await openAfresh(page, '/brand/campaigns');
  const preloads = preloadsIn(html);
  expect(preloads.data).toEqual(['/api/auth/me/', '/api/brand/campaigns/?status=active&page=1&page_size=9']);
  expect(preloads.scripts.length).toBeGreaterThan(5);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The first card drawn from the preloaded answer (which campaigns are newest depends on the specs run before).
  await expect(
    page.getByRole('tabpanel').getByRole('article').first().getByRole('heading', { level: 2 }),
  ).toBeVisible();
  expect(calls.get('/api/auth/me/')).toBe(1);
  expect(calls.get('/api/brand/campaigns/?status=active&page=1&page_size=9')).toBe(1);
  // Every preloaded script is one the app runs (none downloaded for nothing): the page loaded them all.
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  for (const script of preloads.scripts) expect(loaded).toContain(script);
});

test('a creator’s dashboard, another view and a public page under an area’s prefix', async ({ page }) => {
  await signIn(page, 'creator@demo.test');
  const calls = countApiCalls(page);
  expect(preloadsIn(await openAfresh(page, '/creator/dashboard')).data).toEqual([
    '/api/auth/me/',
    '/api/influencer/dashboard/',
  ]);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => calls.get('/api/influencer/dashboard/')).toBe(1);
  expect(calls.get('/api/auth/me/')).toBe(1);

  // Another screen of the area: only the session check is preloaded, and the page still opens.
  expect(preloadsIn(await openAfresh(page, '/creator/profile')).data).toEqual(['/api/auth/me/']);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // A public page under an area's prefix carries no more than index.html does.
  await page.context().clearCookies();
  const signup = preloadsIn(await openAfresh(page, '/creator/signup'));
  expect(signup).toEqual(preloadsIn(await (await page.request.get('/')).text()));
  expect(signup.data).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('after the load, the area’s navigation screens are downloaded once, and a click runs them without asking again', async ({
  page,
}) => {
  await signIn(page, 'creator@demo.test');
  const scriptRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptRequests.push(new URL(request.url()).pathname);
  });
  const html = await openAfresh(page, '/creator/dashboard');
  const named = /<meta name="next-screens" content="([^"]+)">/.exec(html)?.[1]?.split(' ') ?? [];
  const namedScripts = named.filter((file) => file.endsWith('.js'));
  expect(namedScripts.length).toBeGreaterThan(5);
  expect(named.some((file) => file.endsWith('.css'))).toBe(true);
  // Not among the files the first paint waits for: they start a while after the load.
  for (const file of named) expect(preloadsIn(html).scripts).not.toContain(file);

  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const downloaded = () =>
    page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  await expect
    .poll(
      async () => {
        const done = await downloaded();
        return named.filter((file) => !done.includes(file));
      },
      { timeout: 20_000 },
    )
    .toEqual([]);

  // The events screen was among them: opening it asks for none of its scripts again.
  const before = scriptRequests.length;
  await page.getByRole('navigation').getByRole('link', { name: 'Events' }).first().click();
  await expect(page).toHaveURL(/\/creator\/events$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (const file of scriptRequests.slice(before)) expect(namedScripts, file).not.toContain(file);
  for (const file of namedScripts) expect(scriptRequests.filter((asked) => asked === file)).toHaveLength(1);
});
