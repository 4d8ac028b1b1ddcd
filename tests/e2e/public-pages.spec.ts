import { expect, test } from './fixtures';

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/signup',
  '/brand/signup',
  '/creator/signup',
  '/signup/email/success',
  '/password/reset',
  '/password/reset/success',
  '/staff',
];

for (const path of PUBLIC_PAGES) {
  test(`public page ${path} renders with a heading and no script errors`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page).toHaveTitle(/Social Loop/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const shot = testInfo.outputPath(`${path === '/' ? 'landing' : path.slice(1).replaceAll('/', '-')}.png`);
    await page.screenshot({ path: shot, fullPage: true });
  });
}

test('an unmatched route shows "Page not found" with the path', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
});

test('a reset link missing its token fails validation with "Page Not Found"', async ({ page }) => {
  await page.goto('/password/reset/confirm/3f1c9a52-8d0e-4b7a-9c1d-2e5f6a7b8c9d');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the manifest and service worker are served from the root', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect((await manifest.json()).name).toMatch(/Social Loop/);
  expect((await request.get('/sw.js')).ok()).toBe(true);
});

test('a used activation link says so', async ({ page }) => {
  await page.goto('/signup/email/activate/3f1c9a52-8d0e-4b7a-9c1d-2e5f6a7b8c9d/not-a-real-token');
  await expect(page.getByRole('heading', { name: /expired or was already used|could not activate/ })).toBeVisible();
});
