/**
 * `npm run size:web` (part of `npm test`, so of CI): builds the web app into a temporary folder, opens the public pages
 * in Chromium against a static server (`/api` answers as to a signed-out visitor), records every script the page
 * loads until it has drawn its own heading and the network is idle, and sums their gzipped sizes. Fails when a page passes
 * its budget (DESIGN §11: the landing page ≤ 100 KiB gzipped; sign-in and the other public pages ≤ 93 KiB). Why these budgets:
 * docs/decisions.md, "Web bundle budgets".
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serveStatic } from './lib/static-server';

const KIB = 1024;

type PageBudget = { name: string; path: string; heading: RegExp; budgetKiB: number };

/**
 * What each page may load before its first paint (gzipped JavaScript; DESIGN §11: the landing page ≤ 100 KiB), and the
 * heading that proves the page itself drew (not an error screen). Sign-in and the other public app pages boot without
 * the router (88 KiB): their budget keeps ~5 KiB of room, so the router coming back fails the check.
 */
const PUBLIC_APP_PAGE_BUDGET_KIB = 93;
const PAGES: PageBudget[] = [
  { name: 'landing', path: '/', heading: /Creator campaigns/, budgetKiB: 100 },
  { name: 'sign-in', path: '/login', heading: /Welcome back/, budgetKiB: PUBLIC_APP_PAGE_BUDGET_KIB },
  { name: 'sign-up', path: '/brand/signup', heading: /Start as a brand/, budgetKiB: PUBLIC_APP_PAGE_BUDGET_KIB },
  {
    name: 'password reset',
    path: '/password/reset',
    heading: /Reset your password/,
    budgetKiB: PUBLIC_APP_PAGE_BUDGET_KIB,
  },
  {
    name: 'activation',
    path: '/signup/email/activate/uid/token',
    heading: /link has expired/,
    budgetKiB: PUBLIC_APP_PAGE_BUDGET_KIB,
  },
];

const outdir = mkdtempSync(join(tmpdir(), 'social-loop-web-size-'));
const server = await (async () => {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outdir, '--emptyOutDir', '--logLevel', 'error'], {
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout}\n${build.stderr}\n`);
    throw new Error(`vite build failed (exit ${build.status})`);
  }
  return serveStatic(outdir);
})();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const gzippedKiB = (assetPath: string) =>
  gzipSync(readFileSync(join(outdir, assetPath)), { level: 9 }).byteLength / KIB;

const over: string[] = [];
try {
  for (const { name, path, heading, budgetKiB } of PAGES) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin === server.origin) scripts.add(url.pathname);
    });
    await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await page.close();
    const total = [...scripts].reduce((sum, script) => sum + gzippedKiB(script), 0);
    console.log(
      `${name.padEnd(15)} ${path.padEnd(34)} ${total.toFixed(1).padStart(6)} KiB gzipped JS in ${String(scripts.size).padStart(2)} files (budget ${budgetKiB} KiB)`,
    );
    if (process.env.WEB_SIZE_VERBOSE === '1')
      for (const script of [...scripts].sort((a, b) => gzippedKiB(b) - gzippedKiB(a)))
        console.log(`    ${gzippedKiB(script).toFixed(1).padStart(6)} KiB  ${script}`);
    if (total > budgetKiB) over.push(`${name} ${total.toFixed(1)} KiB > ${budgetKiB} KiB`);
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(outdir, { recursive: true, force: true });
}

if (over.length) {
  console.error(`Web pages over their JS budget: ${over.join('; ')}. See docs/decisions.md, "Web bundle budgets".`);
  process.exitCode = 1;
}
