import { beforeAll, describe, expect, it } from 'vitest';
import { login } from './helpers';
import { bodyFor } from '../shared/openapi/crawl';
import { keyOf, pathParams, type Operation } from '../shared/openapi/operations';
import { firstSuccess, resolveReads, succeeded as ok } from '../shared/openapi/reads';
import { areaOf, readersOf } from '../shared/openapi/role-areas';
import { freshSessions, loadOperations } from './suites/openapi-operations';
import { measure } from './suites/round-trips';
import { fakeMedia, uploadSingle } from './uploads.fixtures';

/**
 * Database round trips per operation (DESIGN §11, issue 15), read from `Server-Timing`, for every operation of
 * /api/openapi.json: every read answers in 1 round trip, every state change in at most 2 (a read, then one
 * guarded batch). Reads are called as each role that reads them (as the edge bench does) with the demo accounts,
 * on their own objects (ids crawled from their lists; the demo creator's own upload, whose bytes the test's
 * storage has, for the media route: the seeded media's files are not in it); state changes as fresh accounts, creating first, then changing and deleting only what they created, so no
 * demo data changes. No operation is exempt: the allow-list names only what a lost race costs (worker-fetch.ts).
 */
const READ_TARGET = 1;
const WRITE_TARGET = 2;
const ROLES = ['brand', 'creator', 'strategist', 'staff'] as const;
type Role = (typeof ROLES)[number];
const DEMO: Record<Role, string> = {
  brand: 'brand.owner@demo.test',
  creator: 'creator@demo.test',
  strategist: 'strategist@demo.test',
  staff: 'staff@demo.test',
};
/** Calls that would end the session the run goes on with. */
const ENDS_SESSION = /\/(logout|sessions|password)\//;

type Caller = { label: Role; token: string; headers: Record<string, string> };
type Figure = { op: string; who: string; status: number; roundTrips: number | null; target: number };

const callerRole = (op: Operation): Role =>
  ROLES.find((r) => areaOf(op)?.roles.includes(r) ?? r === 'brand') ?? 'brand';

/** `op` called as `caller` on the path given, measured. */
const callAs = (op: Operation, caller: Caller) => (path: string) =>
  measure(path, {
    method: op.method,
    token: caller.token,
    headers: caller.headers,
    ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { body: bodyFor(op) ?? {} }),
  });

const table = (figures: Figure[]) =>
  figures
    .map(
      (f) => `${String(f.roundTrips ?? '-').padStart(3)} ${f.roundTrips! > f.target ? '✗' : ' '} ${f.op} as ${f.who}`,
    )
    .join('\n');

/** The measured calls over their target, as `METHOD /path/ as role`. */
const overTarget = (figures: Figure[]) =>
  figures.filter((f) => ok(f.status) && (f.roundTrips ?? Infinity) > f.target).map((f) => `${f.op} as ${f.who}`);

let operations: Operation[] = [];
beforeAll(async () => {
  operations = await loadOperations();
}, 60_000);

describe('database round trips per operation (Server-Timing)', () => {
  it('answers every read of the demo accounts in one round trip', async () => {
    const owner = await login(DEMO.brand);
    const callers = {} as Record<Role, Caller>;
    for (const role of ROLES) {
      const token = role === 'brand' ? owner.json.token : (await login(DEMO[role])).json.token;
      const headers: Record<string, string> =
        role === 'strategist' ? { 'x-selected-brand': owner.json.user.brand!.id } : {};
      callers[role] = { label: role, token, headers };
    }
    const upload = await uploadSingle(callers.creator.token, 'round-trip.png', fakeMedia('png', 2_000), 'image/png');
    expect(upload.status).toBe(201);
    // The shared crawl: each read as each role on the role's own objects (tests/shared/openapi/reads.ts).
    const reads = await resolveReads({
      operations,
      rolesOf: readersOf,
      known: { creator: [[upload.json.id, 'apiuploads']] },
      call: (role, path) =>
        measure(path, { token: callers[role as Role].token, headers: callers[role as Role].headers }),
    });
    const figures: Figure[] = reads.map((r) => ({
      op: keyOf(r.op),
      who: r.role,
      status: r.answer.status,
      roundTrips: r.answer.roundTrips,
      target: READ_TARGET,
    }));
    const gets = operations.filter((op) => op.method === 'GET' && !op.path.endsWith('.csv'));
    const measured = figures.filter((f) => ok(f.status));
    console.log(
      `round trips of ${measured.length} read × role pairs of ${gets.length} reads (target ${READ_TARGET}; not measured: ${figures
        .filter((f) => !ok(f.status))
        .map((f) => `${f.op} as ${f.who} → ${f.status}`)
        .join(', ')})\n${table(measured)}`,
    );
    expect(measured.length).toBeGreaterThan(gets.length / 2);
    expect(overTarget(figures), 'reads over one round trip').toEqual([]);
  }, 900_000);

  it('answers every state change of a fresh account in at most two round trips', async () => {
    const fresh = Object.fromEntries((await freshSessions()).map((s) => [s.label, s]));
    const writes = operations.filter((op) => op.method !== 'GET' && !op.multipart && !ENDS_SESSION.test(op.path));
    // Creations first, then changes, then deletions, so each works on what the account made before.
    const order = (op: Operation) =>
      (pathParams(op.path).length ? 1 : 0) + (op.method === 'DELETE' ? 2 : 0) + (op.method === 'POST' ? 0 : 0.5);
    const figures: Figure[] = [];
    for (const role of ROLES) {
      const caller: Caller = { label: role, token: fresh[role]!.token, headers: {} };
      const mine = writes.filter((op) => callerRole(op) === role).sort((a, b) => order(a) - order(b));
      // Only ids of what this account created here: a staff member or a creator may see others' objects.
      const ids = new Map<string, string>();
      for (const op of mine) {
        const found = await firstSuccess(op, ids, callAs(op, caller));
        if (found)
          figures.push({
            op: keyOf(op),
            who: role,
            status: found.answer.status,
            roundTrips: found.answer.roundTrips,
            target: WRITE_TARGET,
          });
      }
    }
    const measured = figures.filter((f) => ok(f.status));
    console.log(
      `round trips of ${measured.length} of ${writes.length} state changes that a fresh account's happy path reaches (target ${WRITE_TARGET})\n${table(measured)}`,
    );
    expect(measured.length).toBeGreaterThan(10);
    expect(overTarget(figures), 'state changes over two round trips').toEqual([]);
  }, 900_000);
});
