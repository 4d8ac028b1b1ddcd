import { chromium } from 'playwright-core';
const base = process.argv[2];
const routes = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const [label, width] of [['desktop', 1280], ['mobile', 390]]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill('creator@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/creator/);
  for (const [i, r] of routes.entries()) {
    await page.goto(`${base}${r}`);
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `/tmp/shot-${label}-${i}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
