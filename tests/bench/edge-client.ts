import type { Answer } from '../shared/openapi/reads';
import type { LibsqlProcess } from './libsql-process';
import type { timelineRecorder, Sample } from './sample-timeline';
import type { RecordedStatement } from './statement-recorder';

const PASSWORD = 'demo-password-1';
const ACCOUNTS = {
  brand: 'brand.owner@demo.test',
  strategist: 'strategist@demo.test',
  creator: 'creator@demo.test',
  staff: 'staff@demo.test',
} as const;
export type Who = keyof typeof ACCOUNTS;

/**
 * One timed read: its status, the Worker's time and round trips (`Server-Timing`), the database's own time (the sum of
 * its statements) and its slowest statement. A run keeps no other SQL text: a pass holds every run until its end.
 */
export type Timed = {
  status: number;
  worker: number;
  roundTrips: number;
  dbMs: number;
  slowest: RecordedStatement | undefined;
  sample: Sample;
};

const slowestOf = (statements: RecordedStatement[]) =>
  statements.reduce<RecordedStatement | undefined>((a, b) => (a && a.durationMs >= b.durationMs ? a : b), undefined);

/**
 * The edge bench's client of the Worker at `url`: signs each account in (the strategist then acts for the brand
 * owner's brand, which they manage, as the round-trip test does) and calls reads as them.
 */
export const signInEdgeClient = async (
  url: string,
  libsql: LibsqlProcess,
  timelines: ReturnType<typeof timelineRecorder>,
) => {
  const sessions = {} as Record<Who, Record<string, string>>;
  let brandId: string | undefined;
  for (const who of Object.keys(ACCOUNTS) as Who[]) {
    const res = await fetch(`${url}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNTS[who], password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in of ${ACCOUNTS[who]}: ${res.status}`);
    const body = (await res.json()) as { token: string; user: { brand?: { id: string } | null } };
    sessions[who] = { authorization: `Bearer ${body.token}` };
    brandId ??= body.user.brand?.id;
  }
  sessions.strategist['x-selected-brand'] = brandId ?? '';

  return {
    /** The answer as JSON, for finding the reads and their objects (not timed). */
    answer: async (who: Who, path: string): Promise<Answer> => {
      const res = await fetch(`${url}${path}`, { headers: sessions[who] });
      const text = await res.text();
      const json = (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : null;
      return { status: res.status, json };
    },
    /**
     * One timed call. The answer is read to its end but neither decoded nor parsed (the bench needs only its
     * headers); what the server saw is fetched from its process once the answer is in, outside the sample.
     */
    timed: async (who: Who, path: string): Promise<Timed> => {
      const sent = performance.now();
      const res = await fetch(`${url}${path}`, { headers: sessions[who] });
      await res.arrayBuffer();
      const answered = performance.now();
      const timing = res.headers.get('server-timing') ?? '';
      const seen = await libsql.take();
      timelines.addServerPauses(seen.pauses);
      const total = Number(/total;(?:desc="[^"]*";)?dur=([\d.]+)/.exec(timing)?.[1] ?? NaN);
      const dbWait = Number(/db;dur=([\d.]+)/.exec(timing)?.[1] ?? 0);
      return {
        status: res.status,
        worker: total,
        roundTrips: Number(/db;[^,]*desc="(\d+) round trips?"/.exec(timing)?.[1] ?? 0),
        dbMs: seen.statements.reduce((sum, s) => sum + s.durationMs, 0),
        slowest: slowestOf(seen.statements),
        sample: { sent, answered, worker: total, dbWait, requests: seen.requests },
      };
    },
  };
};
export type EdgeClient = Awaited<ReturnType<typeof signInEdgeClient>>;
