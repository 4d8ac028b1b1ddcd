import { chromium } from 'playwright-core';
const [base, id] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [label, width] of [['desktop', 1280], ['mobile', 390]]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill('creator@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/creator/);
  await page.goto(`${base}/creator/campaigns/upload/${id}`);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2 * 1024 * 1024 });
  await page.getByLabel('Choose a photo or video').setInputFiles('/tmp/big.mp4');
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/up-${label}-1.png`, fullPage: true });
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/up-${label}-2.png`, fullPage: true });
  await page.reload();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/up-${label}-3.png`, fullPage: true });
  await page.getByRole('button', { name: 'Discard it and start over' }).click();
  await page.waitForTimeout(500);
  await ctx.close();
}
await browser.close();
