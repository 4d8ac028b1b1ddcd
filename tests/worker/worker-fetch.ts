import { env, SELF } from 'cloudflare:test';
import { keyOf, operationsOf } from '../shared/openapi/operations';
import { OVER_TARGET_WHEN_RACING } from './round-trips.allow-list';

/**
 * Every request the Worker tests send goes through here, so the whole suite measures round trips (DESIGN §11,
 * issue 15): a state change answered 2xx in more than two database round trips fails the test that sent it (unless
 * its operation is on the allow-list), and each answer is written to the run's ledger (vitest.worker.config.ts),
 * which reports at the end which state changes no test reached.
 */
const WRITE_TARGET = 2;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Template = { key: string; pattern: RegExp; params: number };
let templates: Promise<Template[]> | undefined;

const templateOf = (key: string, path: string): Template => {
  const parts = path.split(/\{[^}]+\}/);
  const escaped = parts.map((p) => p.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return { key, pattern: new RegExp(`^${escaped.join('[^/]+')}$`), params: parts.length - 1 };
};

/** The state-changing operations of the Worker's OpenAPI document, most specific first. */
const stateChanges = () =>
  (templates ??= SELF.fetch('http://localhost/api/openapi.json')
    .then((res) => res.json())
    .then((doc) =>
      operationsOf(doc)
        .filter((op) => !READS.has(op.method))
        .map((op) => templateOf(keyOf(op), op.path))
        .sort((a, b) => a.params - b.params),
    )
    .then(async (found) => {
      await ledger()?.fetch('http://ledger/', {
        method: 'POST',
        body: JSON.stringify({ operations: found.map((t) => t.key) }),
      });
      return found;
    }));

/** `POST /api/brand/campaigns/{id}/publish/` for a request to `/api/brand/campaigns/7f…/publish/?x=1`. */
const operationOf = async (method: string, url: string) => {
  const { pathname } = new URL(url);
  return (await stateChanges()).find((t) => t.key.startsWith(`${method} `) && t.pattern.test(pathname))?.key;
};

/** The database round trips a response reports in `Server-Timing: db;dur=…;desc="N round trips"`. */
export const roundTripsOf = (headers: Headers) => {
  const match = /db;[^,]*desc="(\d+) round trips?"/.exec(headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : null;
};

type Ledger = { fetch: (url: string, init: RequestInit) => Promise<Response> };
const ledger = () => (env as unknown as { ROUND_TRIP_LEDGER?: Ledger }).ROUND_TRIP_LEDGER;

const note = async (method: string, url: string, res: Response) => {
  if (READS.has(method) || !new URL(url).pathname.startsWith('/api/')) return;
  const op = await operationOf(method, url);
  if (!op) return;
  const roundTrips = roundTripsOf(res.headers);
  await ledger()?.fetch('http://ledger/', {
    method: 'POST',
    body: JSON.stringify({ op, status: res.status, roundTrips }),
  });
  if (res.ok && roundTrips !== null && roundTrips > WRITE_TARGET && !OVER_TARGET_WHEN_RACING.has(op))
    throw new Error(
      `${op} answered ${res.status} in ${roundTrips} database round trips; a state change may take ${WRITE_TARGET} (DESIGN §11)`,
    );
};

/** `SELF.fetch`, measured: what every Worker test request goes through. */
export const workerFetch = async (url: string, init: RequestInit = {}) => {
  const res = await SELF.fetch(url, init);
  await note((init.method ?? 'GET').toUpperCase(), url, res);
  return res;
};
