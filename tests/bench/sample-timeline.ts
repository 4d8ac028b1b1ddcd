import { PerformanceObserver } from 'node:perf_hooks';
import type { RequestTimeline } from '../../db/local-server/server';
import type { Pause } from './libsql-process';

/**
 * Where a bench sample's time went (ms), from the bench's clock, the Worker's `Server-Timing` and the local libSQL
 * server's timeline of each request (the server runs in a process of its own, its times moved to the bench's clock):
 * - `outside`: the Worker's time outside its database waits (`total` − `db`);
 * - `transport`: its database waits beyond what the server took from a request's arrival to its answer (the
 *   sockets between workerd and the server, and either side's scheduling);
 * - `arrival`: the server reading the request body; `sleepLate`: how much later than asked the added latency's timer
 *   fired; `sql`: the statements and the answer's serialisation; `write`: handing the answer to the socket (if the
 *   server's process loses its core right after, `write` grows and `transport` shrinks by as much);
 * - `gc`: garbage collection in the bench's process (the client) during the sample; `serverGc`: in the server's;
 * - `others`: requests the server handled during the sample that were not the Worker's for it (a `waitUntil` write);
 * - `connects`: the Worker's requests that opened a new connection to the server (none while workerd keeps it alive).
 */
export type Segments = {
  outside: number;
  transport: number;
  arrival: number;
  sleepLate: number;
  sql: number;
  write: number;
  gc: number;
  serverGc: number;
  others: number;
  connects: number;
};
export const SEGMENTS = [
  'outside',
  'transport',
  'arrival',
  'sleepLate',
  'sql',
  'write',
  'gc',
  'serverGc',
  'others',
  'connects',
] as const;
/** The segments that count requests rather than milliseconds. */
export const COUNTS = new Set<keyof Segments>(['others', 'connects']);

/** One timed call as the bench saw it, with the server's requests taken when it was answered. */
export type Sample = { sent: number; answered: number; worker: number; dbWait: number; requests: RequestTimeline[] };

const overlap = (pauses: Pause[], from: number, to: number) =>
  pauses.reduce((sum, g) => sum + Math.max(0, Math.min(g.end, to) - Math.max(g.start, from)), 0);

/** How many of `pauses` began since `since`, their total and the longest (ms). */
const summary = (pauses: Pause[], since: number) => {
  const durations = pauses.filter((g) => g.start >= since).map((g) => g.end - g.start);
  return { count: durations.length, total: durations.reduce((a, b) => a + b, 0), longest: Math.max(0, ...durations) };
};

/**
 * Collects this process's GC pauses and the server's (handed over by its `take()`), and splits each sample into
 * segments.
 */
export const timelineRecorder = () => {
  const pauses: Pause[] = [];
  const serverPauses: Pause[] = [];
  const gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) pauses.push({ start: e.startTime, end: e.startTime + e.duration });
  });
  gcObserver.observe({ entryTypes: ['gc'] });

  return {
    /** Adds GC pauses of the server's process (from its `take()`). */
    addServerPauses: (taken: Pause[]) => serverPauses.push(...taken),
    /**
     * The segments of a sample: sent at `sent` and answered at `answered` (this process's clock), its Worker reporting
     * `worker` ms in all and `dbWait` ms waiting for its database, `requests` what the server saw meanwhile,
     * `latencyMs` the added latency. Called after the run: GC entries reach the observers late.
     */
    segmentsOf: (sample: Sample, latencyMs: number): Segments => {
      const { sent, answered, worker, dbWait } = sample;
      // The server's process may note an answer written after the bench has read it; it cannot have run it later.
      const own = sample.requests.filter((r) => r.received >= sent && r.executed <= answered);
      const others = sample.requests.filter((r) => !own.includes(r) && r.written >= sent);
      const sum = (f: (r: RequestTimeline) => number) => own.reduce((total, r) => total + f(r), 0);
      return {
        outside: worker - dbWait,
        transport: dbWait - sum((r) => r.written - r.received),
        arrival: sum((r) => r.bodyRead - r.received),
        sleepLate: sum((r) => r.slept - r.bodyRead - latencyMs),
        sql: sum((r) => r.executed - r.slept),
        write: sum((r) => r.written - r.executed),
        gc: overlap(pauses, sent, answered),
        serverGc: overlap(serverPauses, sent, answered),
        others: others.length,
        connects: own.filter((r) => r.newConnection).length,
      };
    },
    /** GC pauses since `since` (this process's clock) in the bench's process and in the server's. */
    gcPauses: (since: number) => ({ bench: summary(pauses, since), server: summary(serverPauses, since) }),
    stop: () => gcObserver.disconnect(),
  };
};
