import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fillPath,
  freshSessions,
  isErrorShape,
  loadOperations,
  pool,
  send,
  type Operation,
  type Session,
} from './suites/openapi-operations';
import { areaOf } from '../shared/openapi/role-areas';
import { anyJson, fromSchema } from '../shared/openapi/schema-arbitrary';

/**
 * Property-based fuzzing of every operation of /api/openapi.json (a new endpoint is fuzzed without anyone listing
 * it): bodies, path and query parameters generated from the document's own schemas (mostly fitting, sometimes
 * not) and plain junk, sent as every role. No answer may be ≥ 500 and every error must have the
 * `{detail, code, fields?}` shape. An operation of a role's area (suites/role-areas.ts) is fuzzed as that role and
 * anonymously; the other roles' answers are the tenancy and role matrix's business.
 *
 * Deterministic and bounded: a fixed seed (FUZZ_SEED=<n> npm run test:worker varies it; the seed is printed),
 * RUNS cases per operation and role, at most IN_FLIGHT requests at once (the local libSQL server is shared with
 * every other test file). Every operation and role first gets its first case, so no endpoint goes unfuzzed however
 * slow the machine; the further cases are sent while the time budget lasts (FUZZ_BUDGET_MS, default 120 s).
 * A role the operation turns away before reading the request (401, or 403 for the account
 * type) gets no more cases after the first: the tenancy and role matrix covers that answer.
 */
const DEFAULT_SEED = 14;
const RUNS = 3;
const IN_FLIGHT = 2;
const SKIP = new Map([
  ['POST /api/auth/logout/', 'ends the fuzzing session itself'],
  ['POST /api/auth/sessions/revoke-others/', 'ends the fuzzing sessions of the same account'],
]);

const settings = env as { FUZZ_SEED?: string; FUZZ_BUDGET_MS?: string };
const seed = Number(settings.FUZZ_SEED) || DEFAULT_SEED;
const budgetMs = Number(settings.FUZZ_BUDGET_MS) || 120_000;
/** Each operation and role gets its own seed, so adding an endpoint does not change the cases of the others. */
const seedFor = (key: string) => [...key].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, seed);

let operations: Operation[] = [];
let sessions: Session[] = [];
beforeAll(async () => {
  operations = (await loadOperations()).filter((op) => !SKIP.has(`${op.method} ${op.path}`));
  sessions = await freshSessions();
}, 60_000);

const pathValue = fc.oneof(
  fc.uuid(),
  fc.constantFrom('0', '-1', 'not-an-id', '%00', 'a'.repeat(300), '00000000-0000-0000-0000-000000000000'),
);
const junkBody = fc.constantFrom('{"a":', '[]]', 'nul', '\u0000', '"just a string"', '{"__proto__":{"x":1}}');

const caseFor = (op: Operation) => {
  const queryNames = [...op.parameters.filter((p) => p.in === 'query').map((p) => p.name), 'page', 'page_size', 'x'];
  return fc.record({
    path: fc.func(pathValue).map((f) => fillPath(op.path, (name) => String(f(name)))),
    query: fc.array(
      fc.tuple(
        fc.constantFrom(...queryNames),
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.integer().map(String),
          fc.constantFrom('-1', '0', '99999999999', 'true'),
        ),
      ),
      { maxLength: 3 },
    ),
    body: op.body ? fromSchema(op.body) : anyJson(),
    rawJunk: fc.option(junkBody, { freq: 5 }),
  });
};

const ROLE_CODES = new Set(['not_authenticated', 'permission_denied']);
const isTurnedAway = (res: { status: number; json: unknown }) =>
  (res.status === 401 || res.status === 403) && ROLE_CODES.has((res.json as { code?: string } | null)?.code ?? '');

describe('fuzzing every operation of the OpenAPI document', () => {
  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(150);
  });

  it('no generated request gets a 5xx, and every error has the error shape', async () => {
    const pairs = operations.flatMap((op) => {
      const area = areaOf(op);
      return sessions
        .filter((s) => !area || s.label === 'anonymous' || area.roles.includes(s.label))
        .map((session) => ({ op, session, key: `${op.method} ${op.path} ${session.label}` }));
    });
    console.log(
      `openapi fuzzing: seed ${seed} (FUZZ_SEED=<n> to vary), ${operations.length} operations, ${pairs.length} operation × role pairs, up to ${RUNS} cases each`,
    );
    const started = Date.now();
    const failures: string[] = [];
    const turnedAway = new Set<string>();
    let sent = 0;
    let cut = 0;
    /** Cases `from`..`to` (exclusive) of the pair's fixed sequence. */
    const fuzz = async ({ op, session, key }: (typeof pairs)[number], from: number, to: number) => {
      const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
      let index = 0;
      await fc.assert(
        fc.asyncProperty(caseFor(op), async ({ path, query, body, rawJunk }) => {
          if (index++ < from || turnedAway.has(key)) return true;
          if (from > 0 && Date.now() - started > budgetMs) {
            cut += 1;
            return true;
          }
          const qs = query.length ? `?${new URLSearchParams(query).toString()}` : '';
          sent += 1;
          const res = await send(`${path}${qs}`, {
            method: op.method,
            token: session.token,
            ...(hasBody ? (rawJunk !== null ? { rawBody: rawJunk } : { body }) : {}),
          }).catch((e: unknown) => ({ status: 0, json: String(e) }));
          const where = `${key}: ${op.method} ${path}${qs} ${hasBody ? (rawJunk ?? JSON.stringify(body)?.slice(0, 300)) : ''} → ${res.status} ${JSON.stringify(res.json)?.slice(0, 300)}`;
          if (isTurnedAway(res)) turnedAway.add(key);
          if (res.status >= 500 || res.status === 0) failures.push(where);
          else if (res.status >= 400 && res.json !== null && !isErrorShape(res.json))
            failures.push(`error shape: ${where}`);
          return true;
        }),
        { numRuns: to, seed: seedFor(key) },
      );
    };
    // First every pair's first case (every operation is fuzzed however slow the machine), then the rest within the budget.
    await pool(pairs, IN_FLIGHT, (pair) => fuzz(pair, 0, 1));
    await pool(pairs, IN_FLIGHT, (pair) => fuzz(pair, 1, RUNS));
    console.log(
      `openapi fuzzing: ${sent} requests, ${operations.length} operations, ${pairs.length} pairs, ${((Date.now() - started) / 1000).toFixed(1)} s${cut ? ` (${cut} later cases left out to keep to the ${budgetMs / 1000} s budget)` : ''}, ${failures.length} failures`,
    );
    expect(failures, `seed ${seed}`).toEqual([]);
  }, 600_000);
});
