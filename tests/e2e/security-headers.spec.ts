import { expect, test } from './fixtures';

test('the app and the API are served with a strict Content-Security-Policy and the other security headers', async ({
  request,
}) => {
  for (const path of ['/', '/brand/campaigns', '/api/common/locations/']) {
    const res = await request.get(path);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain("script-src 'self'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).not.toContain('unsafe-inline');
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(res.headers()['referrer-policy'], path).toBeTruthy();
    expect(res.headers()['permissions-policy'], path).toBeTruthy();
  }
});

test('a missing build file is a 404 that is not cached, while real build files are immutable', async ({
  request,
  page,
}) => {
  const missing = await request.get('/assets/no-such-file-0123abcd.js', { headers: { 'Sec-Fetch-Mode': 'navigate' } });
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');

  const scripts: string[] = [];
  page.on('response', (r) => r.url().includes('/assets/') && scripts.push(r.headers()['cache-control'] ?? ''));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const cache of scripts) expect(cache).toContain('immutable');
});

test('the API docs page lists the operations under the CSP', async ({ page }) => {
  await page.goto('/api/docs/');
  await expect(page.getByText('/auth/login/').first()).toBeVisible();
});
