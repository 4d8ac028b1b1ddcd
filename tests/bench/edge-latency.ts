/**
 * Edge distance, simulated (DESIGN §11): EVERY read (GET operation) of the OpenAPI document, as each role that
 * reaches it (brand owner, strategist acting for a managed brand, creator; staff for the staff console), at 0 and
 * at LIBSQL_LATENCY_MS-style added latency per database round trip (the local libSQL server, in a process of its
 * own, sleeps before each request), with p50/p95 of the Worker's own time (`Server-Timing: total`), the round trips
 * it reports and, at 0 ms, the database's own time per request. Target: every read's p95 ≤ 1 round trip + 15 ms.
 * The reads and their objects are found as the round-trip test finds them (tests/shared/openapi).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { seedDatabase } from '../../db/seed';
import { keyOf, operationsOf } from '../shared/openapi/operations';
import { resolveReads, succeeded } from '../shared/openapi/reads';
import { readersOf } from '../shared/openapi/role-areas';
import { startBenchWorker } from './bench-worker';
import { signInEdgeClient, type EdgeClient, type Timed, type Who } from './edge-client';
import { cpuTicks, stealShare } from './host-steal';
import { latencyStats } from './latency-stats';
import { startLibsqlProcess, type LibsqlProcess } from './libsql-process';
import { timelineRecorder } from './sample-timeline';
import { reportSlowSamples, type Measured } from './slow-samples';

// Runs per read: the p95 of n runs is their ⌈0.95 n⌉th, so n is a multiple of 20 (5 % of the runs may be over the
// target). At the edge distance 60: of 20 runs, one slow run beyond the first decided a read (docs/decisions.md,
// "Edge speed, session 18"). At 0 ms, where nothing is judged, 20. BENCH_ITERATIONS sets both.
// Warm-ups are whole rounds over every read.
const RUNS = (latency: number) => Number(process.env.BENCH_ITERATIONS ?? (latency ? 60 : 20));
const WARM_UPS = 2;
const EDGE_MS = Number(process.env.BENCH_EDGE_MS ?? 40);
const LATENCIES = [0, EDGE_MS];

/** Reads the web app makes with queries the bare operation does not show (a text search, filters and a sort). */
const WITH_QUERIES: [Who, string][] = [
  ['brand', '/api/brand/creator-database/?q=outdoor'],
  ['brand', '/api/brand/creator-database/?platform=instagram&sort=engagement'],
];

const ms = (n: number) => n.toFixed(1).padStart(7);

type Row = { who: Who; name: string; path: string };
type Slowest = Map<Row, { ms: number; sql: string }>;
type Bench = { client: EdgeClient; libsql: LibsqlProcess; timelines: ReturnType<typeof timelineRecorder> };

export const runEdgeLatencyBenchmark = async () => {
  const started = Date.now();
  const dir = resolve(process.env.BENCH_DATA_DIR ?? '.data/bench', 'edge');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'social-loop.db');
  await seedDatabase({ file, log: () => {} });
  const timelines = timelineRecorder();
  const libsql = await startLibsqlProcess(file);
  try {
    const worker = await startBenchWorker(libsql.url, join(dir, 'wrangler'));
    try {
      const bench = { client: await signInEdgeClient(worker.url, libsql, timelines), libsql, timelines };
      await libsql.setLatencyMs(0);
      const rows = await findRows(worker.url, bench.client);
      const slowest: Slowest = new Map();
      for (const latency of LATENCIES) await measurePass(bench, rows, latency, slowest);
      printSlowest(slowest);
    } finally {
      await worker.stop();
    }
    console.log(`\nEdge bench took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    timelines.stop();
    await libsql.close();
  }
};

/** Every read of the OpenAPI document as each role that reaches it, on objects of the demo data, and the queries. */
const findRows = async (url: string, client: EdgeClient): Promise<Row[]> => {
  const operations = operationsOf(await (await fetch(`${url}/api/openapi.json`)).json());
  const reads = await resolveReads({
    operations,
    rolesOf: readersOf,
    call: (who, path) => client.answer(who as Who, path),
  });
  const rows: Row[] = [
    ...reads
      .filter((r) => succeeded(r.answer.status))
      .map((r) => ({ who: r.role as Who, name: keyOf(r.op).replace(/^GET /, ''), path: r.path })),
    ...WITH_QUERIES.map(([who, path]) => ({ who, name: path, path })),
  ];
  const missed = reads.filter((r) => !succeeded(r.answer.status));
  const gets = new Set(reads.map((r) => r.op));
  console.log(
    `${gets.size} reads of the OpenAPI document (CSV downloads aside) as ${reads.length} read × role pairs; measured ${rows.length} (${WITH_QUERIES.length} with the web app's queries)${missed.length ? `; not measured (403: that role may not read it; 404: no object of the demo data reached): ${missed.map((r) => `${r.role} ${keyOf(r.op)} → ${r.answer.status}`).join(', ')}` : ''}`,
  );
  return rows;
};

/**
 * Every row's runs, in rounds: each round calls every row once, so a stretch of host steal (a few seconds in which the
 * host runs other machines, docs/decisions.md "Edge speed, session 19") costs each read a run or two rather than all
 * the runs of the few reads measured during it. The runs are in the same order every round; warm-ups are whole rounds.
 */
const measureRounds = async ({ client }: Bench, rows: Row[], runCount: number, slowest: Slowest) => {
  const runsOf = new Map<Row, Timed[]>(rows.map((row) => [row, []]));
  const stealPerRound: number[] = [];
  for (let round = -WARM_UPS; round < runCount; round++) {
    const before = cpuTicks();
    for (const row of rows) {
      const run = await client.timed(row.who, row.path);
      if (round < 0) continue;
      if (!succeeded(run.status)) throw new Error(`${row.path} as ${row.who}: ${run.status}`);
      runsOf.get(row)!.push(run);
      if (run.slowest && run.slowest.durationMs > (slowest.get(row)?.ms ?? -1))
        slowest.set(row, { ms: run.slowest.durationMs, sql: run.slowest.sql });
    }
    const steal = stealShare(before, cpuTicks());
    if (round >= 0 && steal !== undefined) stealPerRound.push(steal);
  }
  return { runsOf, stealPerRound };
};

const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

/** The host's steal over a pass: its share in all, in the median round and in the round with the most. */
const describeSteal = (perRound: number[], total: number | undefined) => {
  if (total === undefined || !perRound.length) return 'not known here';
  const sorted = [...perRound].sort((a, b) => a - b);
  return `${percent(total)} of this machine's CPU time (a round: median ${percent(sorted[Math.floor((sorted.length - 1) / 2)]!)}, the most ${percent(sorted.at(-1)!)})`;
};

const measurePass = async (bench: Bench, rows: Row[], latency: number, slowest: Slowest) => {
  await bench.libsql.setLatencyMs(latency);
  const target = latency + 15;
  const runCount = RUNS(latency);
  console.log(
    `\nAt ${latency} ms per database round trip, n = ${runCount} runs each, in ${runCount} rounds over all reads after ${WARM_UPS} warm-up rounds: Worker time (Server-Timing total, ms), round trips${latency ? `; target p95 ≤ 1 round trip + 15 ms = ${target} ms` : ', and the database’s own time per request (sum of its statements, median)'}\n`,
  );
  const passStarted = performance.now();
  const ticksAtStart = cpuTicks();
  const { runsOf, stealPerRound } = await measureRounds(bench, rows, runCount, slowest);
  const steal = stealShare(ticksAtStart, cpuTicks());
  console.log(`${'as'.padEnd(11)} ${'read'.padEnd(70)}     p50     p95  trips${latency ? '  target' : '   db ms'}`);
  const notMet: string[] = [];
  const measured: { label: string; samples: Measured[]; met: boolean }[] = [];
  for (const row of rows) {
    const runs = runsOf.get(row)!;
    const s = latencyStats(runs.map((r) => r.worker));
    const trips = Math.max(...runs.map((r) => r.roundTrips));
    const ok = s.p95 <= target;
    if (latency && !ok) notMet.push(`${row.who} ${row.name} (p95 ${s.p95.toFixed(0)} ms, ${trips} round trips)`);
    const samples = runs.map((r) => ({ worker: r.worker, segments: bench.timelines.segmentsOf(r.sample, latency) }));
    if (latency) measured.push({ label: `${row.who} ${row.name}`, samples, met: ok });
    const last = latency ? (ok ? '  met' : '  not met') : ms(latencyStats(runs.map((r) => r.dbMs)).p50);
    console.log(
      `${row.who.padEnd(11)} ${row.name.padEnd(70)} ${ms(s.p50)} ${ms(s.p95)} ${String(trips).padStart(6)}${last}`,
    );
  }
  console.log(`\nHost steal during this pass: ${describeSteal(stealPerRound, steal)}.`);
  if (!latency) return;
  console.log(
    `At ${latency} ms: ${rows.length - notMet.length} of ${rows.length} reads met the target (p95 ≤ ${target} ms).`,
  );
  if (notMet.length) console.log(`Not met:\n${notMet.map((line) => `  ${line}`).join('\n')}`);
  reportSlowSamples(measured, target);
  const { bench: client, server } = bench.timelines.gcPauses(passStarted);
  const gc = (g: typeof client) =>
    `${g.count} pauses, ${g.total.toFixed(0)} ms, the longest ${g.longest.toFixed(1)} ms`;
  console.log(`GC during this pass: the bench's process ${gc(client)}; the libSQL server's process ${gc(server)}.`);
};

const printSlowest = (slowest: Slowest) => {
  const slow = [...slowest.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 5);
  console.log(`\nThe slowest statements seen (ms, read):`);
  for (const [row, s] of slow)
    console.log(
      `  ${s.ms.toFixed(1).padStart(6)}  ${row.who} ${row.name}: ${s.sql.replace(/\s+/g, ' ').slice(0, 160)}`,
    );
};
