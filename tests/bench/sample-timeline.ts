import { PerformanceObserver } from 'node:perf_hooks';
import type { RequestObserver, RequestTimeline } from '../../db/local-server/server';
import { takeList } from './take-list';

/**
 * Where a bench sample's time went (ms), from the bench's clock, the Worker's `Server-Timing` and the local libSQL
 * server's timeline of each request (all in this process but the Worker's two figures):
 * - `outside`: the Worker's time outside its database waits (`total` − `db`);
 * - `transport`: its database waits beyond what the server took from a request's arrival to its answer (the
 *   sockets between workerd and the server, and either side's scheduling);
 * - `arrival`: the server reading the request body; `sleepLate`: how much later than asked the added latency's timer
 *   fired; `sql`: the statements and the answer's serialisation; `write`: handing the answer to the socket;
 * - `gc`: garbage collection in this process (the bench and the server) during the sample;
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
  'others',
  'connects',
] as const;
/** The segments that count requests rather than milliseconds. */
export const COUNTS = new Set<keyof Segments>(['others', 'connects']);

type Gc = { start: number; end: number };
/** One timed call as the bench saw it, with the server's requests taken when it was answered. */
export type Sample = { sent: number; answered: number; worker: number; dbWait: number; requests: RequestTimeline[] };

/** Collects the server's request timelines and this process's GC pauses, and splits each sample into segments. */
export const timelineRecorder = () => {
  const requests = takeList<RequestTimeline>();
  const gcs: Gc[] = [];
  const gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcs.push({ start: e.startTime, end: e.startTime + e.duration });
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  const observe: RequestObserver = requests.add;
  const gcDuring = (from: number, to: number) =>
    gcs.reduce((sum, g) => sum + Math.max(0, Math.min(g.end, to) - Math.max(g.start, from)), 0);

  return {
    observe,
    /** The server's requests since the last call (a sample's, taken when it is answered). */
    take: requests.take,
    /**
     * The segments of a sample: sent at `sent` and answered at `answered` (this process's clock), its Worker reporting
     * `worker` ms in all and `dbWait` ms waiting for its database, `requests` what the server saw meanwhile
     * (`take()`), `latencyMs` the added latency. Called after the run: GC entries reach the observer late.
     */
    segmentsOf: (sample: Sample, latencyMs: number): Segments => {
      const { sent, answered, worker, dbWait } = sample;
      const own = sample.requests.filter((r) => r.received >= sent && r.written <= answered);
      const others = sample.requests.filter((r) => !own.includes(r) && r.written >= sent);
      const sum = (f: (r: RequestTimeline) => number) => own.reduce((total, r) => total + f(r), 0);
      return {
        outside: worker - dbWait,
        transport: dbWait - sum((r) => r.written - r.received),
        arrival: sum((r) => r.bodyRead - r.received),
        sleepLate: sum((r) => r.slept - r.bodyRead - latencyMs),
        sql: sum((r) => r.executed - r.slept),
        write: sum((r) => r.written - r.executed),
        gc: gcDuring(sent, answered),
        others: others.length,
        connects: own.filter((r) => r.newConnection).length,
      };
    },
    /** This process's GC pauses since `since` (its clock): how many, their total and the longest (ms). */
    gcPauses: (since: number) => {
      const durations = gcs.filter((g) => g.start >= since).map((g) => g.end - g.start);
      return {
        count: durations.length,
        total: durations.reduce((a, b) => a + b, 0),
        longest: Math.max(0, ...durations),
      };
    },
    stop: () => gcObserver.disconnect(),
  };
};
