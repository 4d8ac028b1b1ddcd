/**
 * Creator-database benchmark (issue 3 / DESIGN §11): with BENCH_CREATORS creators (default 100,000), times the
 * first page with an exact count for each query shape through the real Worker (wrangler dev → local libSQL
 * server) and the same SQL run directly on the database file, and counts SQL statements per request.
 */
import Database from 'libsql';
import { join, resolve } from 'node:path';
import { count } from 'drizzle-orm';
import { startLocalLibsqlServer } from '../../db/local-server/server';
import { openFileDb } from '../../db/node-client';
import { creatorProfiles } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { startBenchWorker } from './bench-worker';
import { startStatementCountingProxy } from './statement-counting-proxy';

const SHAPES: [name: string, query: string][] = [
  ['no filters (followers)', ''],
  ['recently added', 'recently_added=true'],
  ['text', 'q=fitness'],
  ['text, name', 'q=maya%20patel'],
  ['text + niche + location', 'q=travel&niche=Travel,Food&location=us-new-york,gb-london,fr-paris'],
  ['niche + language + location', 'niche=Outdoors,Fitness&language=English,Spanish&location=us-denver,us-seattle,ca-vancouver'],
  ['platform + followers + engagement', 'platform=instagram,tiktok&followers_min=10000&followers_max=500000&engagement_min=2&engagement_max=8'],
  ['audience gender + age + country', 'audience_gender=female&audience_age=18-24,25-34&audience_country=US,GB'],
  ['rates + availability', 'rate_min_cents=50000&rate_max_cents=300000&available_from=2027-03-01&available_to=2027-03-15&sort=rate_low'],
  ['everything + text', 'q=honest&platform=youtube&followers_min=5000&engagement_min=1&niche=Tech,Gaming,Music&language=English&audience_gender=male&rate_max_cents=500000&available_from=2027-03-01&available_to=2027-03-15'],
  ['deep page (page 50, engagement)', 'platform=instagram&sort=engagement&page=50'],
];
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const ms = (n: number) => n.toFixed(1).padStart(6);

const ensureCreators = async (file: string, target: number) => {
  await seedDatabase({ file, log: () => {} });
  const { client, db } = openFileDb(file);
  const [{ n }] = (await db.select({ n: count() }).from(creatorProfiles)) as [{ n: number }];
  client.close();
  if (n < target) {
    console.log(`Seeding ${(target - n).toLocaleString('en-US')} more creators into ${file} (once; reused next time)…`);
    await seedDatabase({ file, extraCreators: target - n });
  }
  return Math.max(n, target);
};

export const runCreatorSearchBenchmark = async () => {
  const target = Number(process.env.BENCH_CREATORS ?? 100_000);
  const dir = resolve(process.env.BENCH_DATA_DIR ?? '.data/bench');
  const file = join(dir, 'social-loop.db');
  const creators = await ensureCreators(file, target);
  const libsql = await startLocalLibsqlServer({ file });
  const proxy = await startStatementCountingProxy(libsql.url);
  const worker = await startBenchWorker(proxy.url, join(dir, 'wrangler'));
  const direct = new Database(file, { readonly: true });
  try {
    const login = await fetch(`${worker.url}/api/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'brand.owner@demo.test', password: 'demo-password-1' }) });
    const { token } = (await login.json()) as { token: string };
    const get = async (path: string) => {
      const res = await fetch(`${worker.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { count: number };
    };

    const baseline: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const started = performance.now();
      await fetch(`${worker.url}/api/brand/settings-choices/`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text());
      baseline.push(performance.now() - started);
    }
    const base = stats(baseline);
    console.log(`\nBaseline: an authenticated call with no query of its own (session check only) takes p50 ${base.p50.toFixed(1)} ms, p95 ${base.p95.toFixed(1)} ms through wrangler dev.`);
    console.log(`\nCreator search at ${creators.toLocaleString('en-US')} creators, ${ITERATIONS} runs per shape (ms; Worker = client-measured round trip through wrangler dev)\n`);
    console.log(`${'query shape'.padEnd(36)} ${'count'.padStart(7)}  worker p50    p95   direct p50    p95   ratio p50  ratio p95  stmts/request`);
    for (const [name, query] of SHAPES) {
      const path = `/api/brand/creator-database/?${query}`;
      for (let i = 0; i < 3; i++) await get(path);
      proxy.take();
      const workerTimes: number[] = [];
      let total = 0;
      for (let i = 0; i < ITERATIONS; i++) {
        const started = performance.now();
        total = (await get(path)).count;
        workerTimes.push(performance.now() - started);
      }
      const { statements, captured } = proxy.take();
      const lastRequest = captured.slice(captured.length - Math.round(captured.length / ITERATIONS));
      const searchSql = lastRequest.filter((s) => s.sql.includes('creator_search'));
      if (!searchSql.length) console.log('  (no search SQL captured)', lastRequest.map((c) => c.sql.slice(0, 60)));
      const prepared = searchSql.map((s) => ({ stmt: direct.prepare(s.sql), args: s.args }));
      const directTimes: number[] = [];
      for (let i = 0; i < ITERATIONS + 3; i++) {
        const started = performance.now();
        for (const p of prepared) p.stmt.all(...(p.args as never[]));
        if (i >= 3) directTimes.push(performance.now() - started);
      }
      const w = stats(workerTimes);
      const d = stats(directTimes);
      console.log(`${name.padEnd(36)} ${String(total).padStart(7)}  ${ms(w.p50)}  ${ms(w.p95)}   ${ms(d.p50)}  ${ms(d.p95)}   ${(w.p50 / d.p50).toFixed(2).padStart(8)}  ${(w.p95 / d.p95).toFixed(2).padStart(8)}  ${(statements / ITERATIONS).toFixed(0).padStart(8)}`);
    }

    console.log('\nSQL statements per list request, page_size 5 vs 100 (must not grow with the page):');
    const lists = ['/api/brand/creator-database/?q=trail&page_size=', '/api/brand/campaigns/?page_size=', '/api/brand/saved-profiles/?page_size='];
    for (const list of lists) {
      const perSize = [];
      for (const size of [5, 100]) {
        await get(`${list}${size}`);
        proxy.take();
        await get(`${list}${size}`);
        perSize.push(proxy.take().statements);
      }
      console.log(`  ${list.replace('?page_size=', '').padEnd(40)} ${perSize[0]} → ${perSize[1]}${perSize[0] === perSize[1] ? '' : '   ✗ GROWS'}`);
    }
  } finally {
    direct.close();
    worker.stop();
    await proxy.close();
    await libsql.close();
  }
};
