/**
 * Lighthouse benchmark (issue 15, DESIGN §11: public pages ≥ 95, app screens ≥ 90, mobile). Starts `npm start` on a
 * free port with a fresh seeded DATA_DIR, signs the demo brand owner and creator in through the API, and runs
 * Lighthouse's default mobile preset (simulated slow 4G, 4× CPU slowdown) in Debian Chromium on the public pages and,
 * with the session cookie as an extra header, on the app screens. Prints each page's performance score and its
 * LCP / TBT / CLS. Figures are printed, not asserted (the machine's load moves them). Run alone with
 * `npx tsx tests/bench/lighthouse.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startStack, stopStack } from './local-stack';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'demo-password-1';

type Target = { name: string; path: string; as?: 'brand' | 'creator'; target: number };

/** The session cookies the API sets on sign-in, as one Cookie header. */
const signIn = async (base: string, email: string) => {
  const res = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} → ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};

const campaignIdOf = async (base: string, cookie: string, title: string) => {
  const res = await fetch(`${base}/api/brand/campaigns/?page_size=100`, { headers: { cookie } });
  const list = (await res.json()) as { results: { id: string; title: string }[] };
  const campaign = list.results.find((c) => c.title === title);
  if (!campaign) throw new Error(`no campaign ${title}`);
  return campaign.id;
};

const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`.padStart(8);

export const runLighthouseBenchmark = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'social-loop-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`Starting the local stack on port ${port} …`);
  const stack = await startStack(port, join(dir, 'data'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const cookies = {
      brand: await signIn(base, 'brand.owner@demo.test'),
      creator: await signIn(base, 'creator@demo.test'),
    };
    const reviewCampaign = await campaignIdOf(base, cookies.brand, 'Trail Mix & Bottles Collab');
    const targets: Target[] = [
      { name: 'landing', path: '/', target: 95 },
      { name: 'sign-in', path: '/login', target: 95 },
      { name: 'sign-up', path: '/brand/signup', target: 95 },
      { name: 'password reset', path: '/password/reset', target: 95 },
      { name: 'activation', path: '/signup/email/activate/MQ/bench-token', target: 95 },
      { name: 'brand campaigns', path: '/brand/campaigns', as: 'brand', target: 90 },
      { name: 'creator dashboard', path: '/creator/dashboard', as: 'creator', target: 90 },
      { name: 'creator database', path: '/brand/creators', as: 'brand', target: 90 },
      { name: 'content review', path: `/brand/campaigns/content/${reviewCampaign}`, as: 'brand', target: 90 },
    ];
    console.log(`\n  Lighthouse ${new Date().toISOString().slice(0, 10)}, mobile preset, performance`);
    // LIGHTHOUSE_ONLY=app (or a page's name) runs only the pages whose name or kind contains it.
    const only = process.env.LIGHTHOUSE_ONLY?.toLowerCase();
    const chosen = targets.filter(
      (t) => !only || t.name.includes(only) || (only === 'app' ? !!t.as : !t.as && only === 'public'),
    );
    for (const { name, path, as, target } of chosen) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
        ...(as ? { extraHeaders: { Cookie: cookies[as] } } : {}),
      });
      if (!result) throw new Error(`no Lighthouse result for ${path}`);
      const { lhr } = result;
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue;
      console.log(
        `  ${name.padEnd(18)} ${String(score).padStart(3)} (target ≥ ${target}${score >= target ? '' : ', NOT MET'})  LCP ${ms(audit('largest-contentful-paint'))}  TBT ${ms(audit('total-blocking-time'))}  CLS ${(audit('cumulative-layout-shift') ?? 0).toFixed(3)}`,
      );
    }
  } finally {
    await chrome.kill();
    await stopStack(stack);
    rmSync(dir, { recursive: true, force: true });
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await runLighthouseBenchmark();
