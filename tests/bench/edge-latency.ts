/**
 * Edge distance, simulated (DESIGN §11): the hot endpoints at 0 and at LIBSQL_LATENCY_MS-style added latency per
 * database round trip (the local libSQL server sleeps before each request), with p50/p95 of the Worker's own time
 * (`Server-Timing: total`) and the round trips it reports. Target: every read's p95 ≤ 1 round trip + 15 ms.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startLocalLibsqlServer } from '../../db/local-server/server';
import { seedDatabase } from '../../db/seed';
import { startBenchWorker } from './bench-worker';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20);
const LATENCIES = [0, Number(process.env.BENCH_EDGE_MS ?? 40)];
const PASSWORD = 'demo-password-1';

type Who = 'brand' | 'creator' | 'strategist';
const ACCOUNTS: Record<Who, string> = {
  brand: 'brand.owner@demo.test',
  creator: 'creator@demo.test',
  strategist: 'strategist@demo.test',
};
/** The endpoint set: the screens people open most, as the web app calls them. */
const ENDPOINTS: [Who, string][] = [
  ['brand', '/api/brand/creator-database/?q=outdoor'],
  ['brand', '/api/brand/creator-database/?platform=instagram&sort=engagement'],
  ['brand', '/api/brand/campaigns/'],
  ['brand', '/api/brand/saved-profiles/'],
  ['brand', '/api/brand/wallet/'],
  ['brand', '/api/notification/my/'],
  ['brand', '/api/auth/me/'],
  ['strategist', '/api/brand/campaigns/'],
  ['creator', '/api/influencer/dashboard/'],
  ['creator', '/api/influencer/campaigns/search/'],
  ['creator', '/api/influencer/campaign-matches/'],
  ['creator', '/api/influencer/messaging/threads/'],
  ['creator', '/api/common/locations/'],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const ms = (n: number) => n.toFixed(1).padStart(7);

export const runEdgeLatencyBenchmark = async () => {
  const dir = resolve(process.env.BENCH_DATA_DIR ?? '.data/bench', 'edge');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'social-loop.db');
  await seedDatabase({ file, log: () => {} });
  const libsql = await startLocalLibsqlServer({ file });
  const worker = await startBenchWorker(libsql.url, join(dir, 'wrangler'));
  try {
    const sessions = {} as Record<Who, Record<string, string>>;
    for (const who of Object.keys(ACCOUNTS) as Who[]) {
      const res = await fetch(`${worker.url}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ACCOUNTS[who], password: PASSWORD }),
      });
      const body = (await res.json()) as { token: string; user: { managed_brands?: { id: string }[] } };
      sessions[who] = { authorization: `Bearer ${body.token}` };
      if (who === 'strategist') sessions[who]['x-selected-brand'] = body.user.managed_brands?.[0]?.id ?? '';
    }
    const timed = async (who: Who, path: string) => {
      const res = await fetch(`${worker.url}${path}`, { headers: sessions[who] });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path} as ${who}: ${res.status}`);
      const timing = res.headers.get('server-timing') ?? '';
      return {
        worker: Number(/total;(?:desc="[^"]*";)?dur=([\d.]+)/.exec(timing)?.[1] ?? NaN),
        roundTrips: Number(/db;[^,]*desc="(\d+) round trips?"/.exec(timing)?.[1] ?? NaN),
      };
    };
    for (const latency of LATENCIES) {
      libsql.setLatencyMs(latency);
      console.log(
        `\nAt ${latency} ms per database round trip, ${ITERATIONS} runs each: Worker time (Server-Timing total, ms) and round trips${latency ? `; target p95 ≤ 1 round trip + 15 ms = ${latency + 15} ms` : ''}\n`,
      );
      console.log(`${'as'.padEnd(11)} ${'endpoint'.padEnd(66)}     p50     p95  trips${latency ? '  target' : ''}`);
      for (const [who, path] of ENDPOINTS) {
        for (let i = 0; i < 2; i++) await timed(who, path);
        const runs = [];
        for (let i = 0; i < ITERATIONS; i++) runs.push(await timed(who, path));
        const s = stats(runs.map((r) => r.worker));
        const trips = Math.max(...runs.map((r) => r.roundTrips));
        const verdict = latency ? (s.p95 <= latency + 15 ? '  met' : '  not met') : '';
        console.log(
          `${who.padEnd(11)} ${path.padEnd(66)} ${ms(s.p50)} ${ms(s.p95)} ${String(trips).padStart(6)}${verdict}`,
        );
      }
    }
  } finally {
    worker.stop();
    await libsql.close();
  }
};
