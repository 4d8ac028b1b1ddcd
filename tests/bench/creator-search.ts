/**
 * Creator-database benchmark (issue 3 / DESIGN §11): with BENCH_CREATORS creators (default 100,000), times the
 * first page with an exact count for each query shape through the real Worker (wrangler dev → local libSQL
 * server) — the Worker's own time from its Server-Timing header, and the client's round trip — against the same
 * SQL run directly on the database file, and counts SQL statements per request.
 */
import Database from 'libsql';
import { join, resolve } from 'node:path';
import { count } from 'drizzle-orm';
import { openFileDb } from '../../db/node-client';
import { creatorProfiles } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { startBenchWorker } from './bench-worker';
import { latencyStats } from './latency-stats';
import { startLibsqlProcess } from './libsql-process';

// The seed marks creators busy on days within the next two months: ask about two weeks inside that window.
const day = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
const AVAILABLE = `available_from=${day(14)}&available_to=${day(28)}`;

const SHAPES: [name: string, query: string][] = [
  ['no filters (followers)', ''],
  ['recently added', 'recently_added=true'],
  ['text', 'q=fitness'],
  ['text, name', 'q=maya%20patel'],
  ['text + niche + location', 'q=travel&niche=Travel,Food&location=us-new-york,gb-london,fr-paris'],
  [
    'niche + language + location',
    'niche=Outdoors,Fitness&language=English,Spanish&location=us-denver,us-seattle,ca-vancouver',
  ],
  [
    'platform + followers + engagement',
    'platform=instagram,tiktok&followers_min=10000&followers_max=500000&engagement_min=2&engagement_max=8',
  ],
  ['audience gender + age + country', 'audience_gender=female&audience_age=18-24,25-34&audience_country=US,GB'],
  ['rates + availability', `rate_min_cents=50000&rate_max_cents=300000&${AVAILABLE}&sort=rate_low`],
  [
    'everything + text',
    `q=honest&platform=youtube&followers_min=5000&engagement_min=1&niche=Tech,Gaming,Music&language=English&audience_gender=male&rate_max_cents=500000&${AVAILABLE}`,
  ],
  ['deep page (page 50, engagement)', 'platform=instagram&sort=engagement&page=50'],
];
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 40);

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
  const libsql = await startLibsqlProcess(file);
  const worker = await startBenchWorker(libsql.url, join(dir, 'wrangler'));
  const direct = new Database(file, { readonly: true });
  try {
    const login = await fetch(`${worker.url}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'brand.owner@demo.test', password: 'demo-password-1' }),
    });
    const { token } = (await login.json()) as { token: string };
    /** One request: its result count, the client's round trip and the Worker's own time (Server-Timing). */
    const timed = async (path: string) => {
      const started = performance.now();
      const res = await fetch(`${worker.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { count: number };
      const client = performance.now() - started;
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      const timing = res.headers.get('server-timing') ?? '';
      const metric = (name: string) =>
        Number(new RegExp(`${name};(?:desc="[^"]*";)?dur=([\\d.]+)`).exec(timing)?.[1] ?? NaN);
      return { count: body.count, client, server: metric('total'), db: metric('db') };
    };
    const measure = async (path: string) => {
      for (let i = 0; i < 3; i++) await timed(path);
      await libsql.take();
      const runs = [];
      for (let i = 0; i < ITERATIONS; i++) runs.push(await timed(path));
      return { runs, statements: (await libsql.take()).statements };
    };

    const baseline = await measure('/api/brand/settings-choices/');
    const [bs, bc] = [
      latencyStats(baseline.runs.map((r) => r.server)),
      latencyStats(baseline.runs.map((r) => r.client)),
    ];
    console.log(
      `\nBaseline, an authenticated call with no query of its own: Worker p50 ${bs.p50.toFixed(1)} / p95 ${bs.p95.toFixed(1)} ms (waiting for the database p50 ${latencyStats(baseline.runs.map((r) => r.db)).p50.toFixed(1)} ms); client round trip through wrangler dev p50 ${bc.p50.toFixed(1)} / p95 ${bc.p95.toFixed(1)} ms; ${baseline.statements.length / ITERATIONS} statement(s).`,
    );
    console.log(
      `\nCreator search at ${creators.toLocaleString('en-US')} creators, ${ITERATIONS} runs per shape (ms). Worker = server time inside the Worker (Server-Timing), db = its wait for the database, client = round trip through wrangler dev, direct = the same SQL on the file.\n`,
    );
    console.log(
      `${'query shape'.padEnd(34)} ${'count'.padStart(7)}   worker p50   p95  db p50   client p50   p95   direct p50   p95   ratio p50  p95  stmts`,
    );
    for (const [name, query] of SHAPES) {
      const { runs, statements } = await measure(`/api/brand/creator-database/?${query}`);
      const perRequest = statements.length / ITERATIONS;
      const prepared = statements.slice(-perRequest).map((s) => ({ stmt: direct.prepare(s.sql), args: s.args }));
      const directTimes: number[] = [];
      for (let i = 0; i < ITERATIONS + 3; i++) {
        const started = performance.now();
        for (const p of prepared) p.stmt.all(...(p.args as never[]));
        if (i >= 3) directTimes.push(performance.now() - started);
      }
      const [w, c, d, db] = [
        latencyStats(runs.map((r) => r.server)),
        latencyStats(runs.map((r) => r.client)),
        latencyStats(directTimes),
        latencyStats(runs.map((r) => r.db)),
      ];
      console.log(
        `${name.padEnd(34)} ${String(runs[0]!.count).padStart(7)}   ${ms(w.p50)} ${ms(w.p95)} ${ms(db.p50)}   ${ms(c.p50)} ${ms(c.p95)}   ${ms(d.p50)} ${ms(d.p95)}   ${(w.p50 / d.p50).toFixed(2).padStart(7)} ${(w.p95 / d.p95).toFixed(2).padStart(5)}  ${perRequest.toFixed(0).padStart(4)}`,
      );
    }

    console.log('\nSQL statements per list request, page_size 5 vs 100 (must not grow with the page):');
    const lists = [
      '/api/brand/creator-database/?q=trail&page_size=',
      '/api/brand/campaigns/?page_size=',
      '/api/brand/saved-profiles/?page_size=',
    ];
    for (const list of lists) {
      const perSize = [];
      for (const size of [5, 100]) {
        await timed(`${list}${size}`);
        await libsql.take();
        await timed(`${list}${size}`);
        perSize.push((await libsql.take()).statements.length);
      }
      console.log(
        `  ${list.replace('?page_size=', '').padEnd(40)} ${perSize[0]} → ${perSize[1]}${perSize[0] === perSize[1] ? '' : '   ✗ GROWS'}`,
      );
    }
  } finally {
    direct.close();
    await worker.stop();
    await libsql.close();
  }
};
