import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { login } from './helpers';
import { ANY_ID, bodyFor, collectIds, crawl, listedOf, nounOf, queryFor, ranked } from '../shared/openapi/crawl';
import {
  fillPath,
  freshSessions,
  loadOperations,
  pathParams,
  pool,
  send,
  type Operation,
  type Session,
} from './suites/openapi-operations';
import { areaOf, type Role } from '../shared/openapi/role-areas';
import { fitting } from '../shared/openapi/schema-arbitrary';
import { objectFor, type Owner } from './suites/tenancy-fixtures';

/**
 * The tenancy and role matrix, generated from /api/openapi.json, so a new endpoint without its checks fails here.
 *
 * Roles: every operation of a role's area (by path, DESIGN §4) is called by every other role with a well-formed
 * request, which must be turned away: 401 (or 404, the staff console hides its routes) anonymous, 401/403/404
 * signed in.
 *
 * Tenants: every operation that takes an id is called with ids of Acme's owner's and the demo creator's own
 * objects (found by crawling their own lists, then kept when the owner can read them) by another brand, another
 * creator and a strategist who does not manage Acme, which must be denied: 404 for another tenant of the same
 * role (DESIGN §4: existence is private), 401/403/404 for another role. Objects shared by design are listed below
 * with the reason; nothing else is allowed through.
 */
/** Denials that do not depend on whose object it is: the caller's role or team ability says no first. */
const OBJECT_INDEPENDENT = new Set(['permission_denied', 'not_authenticated', 'feature_not_in_plan']);
/**
 * Another tenant of the same role: 404 (DESIGN §4), or a 403 that holds for every object alike; a state change may
 * also be refused by its body's own validation (400) before any object is read. Another role: 401/403/404.
 */
const deniedAsItShould = (res: { status: number; json: unknown }, sameRole: boolean, op: Operation) => {
  const code = (res.json as { code?: string } | null)?.code ?? '';
  if (!sameRole) return [401, 403, 404].includes(res.status);
  if (res.status === 404) return true;
  if (res.status === 403) return OBJECT_INDEPENDENT.has(code);
  return res.status === 400 && code === 'validation_error' && op.method !== 'GET';
};

/** Objects every caller of a role may read by design, whoever else can see them too. */
/** Path parameters that are no object's id, so a crawled id cannot stand in for them. */
const NOT_AN_ID = new Set(['part_number']);

const SHARED_BY_DESIGN: { pattern: RegExp; who: Role[]; why: string }[] = [
  {
    pattern: /^\/api\/influencer\/campaigns\/\{id\}\/$/,
    who: ['creator'],
    why: 'an active public campaign is open to every creator',
  },
  {
    pattern: /^\/api\/influencer\/brands\/\{id\}\/$/,
    who: ['creator'],
    why: 'a brand’s public profile is shown to creators',
  },
  {
    pattern: /^\/api\/influencer\/events\/\{id\}\/(rsvp\/)?$/,
    who: ['creator'],
    why: 'published events are open to creators, who answer for themselves',
  },
  {
    pattern: /^\/api\/influencer\/campaigns\/\{id\}\/apply\/$/,
    who: ['creator'],
    why: 'any eligible creator may apply to an active public campaign',
  },
  {
    pattern: /^\/api\/brand\/creators\/\{id\}\/$/,
    who: ['brand'],
    why: 'an approved creator’s profile is what the creator database shows every brand (others only to a brand whose pipeline they are in)',
  },
  {
    pattern: /^\/api\/influencer\/profiles\/\{id\}\/rates\/$/,
    who: ['brand'],
    why: 'an approved creator’s rates are shown to every brand that may offer (others only to a brand whose pipeline they are in)',
  },
  {
    pattern: /^\/api\/phyllo\/creator\/social-account\/detail\/\{id\}\/$/,
    who: ['brand', 'strategist'],
    why: 'a creator’s connected accounts are part of the profile the creator database shows every brand (Profile Access unlocks the details) and the internal area shows strategists',
  },
  {
    pattern: /^\/api\/influencer\/(approve|status)\/\{creator_id\}\/$/,
    who: ['strategist'],
    why: 'strategists approve any waiting creator (creator approval is internal work, not a brand’s)',
  },
  {
    pattern: /^\/api\/brand\/team\/invitations\/validate\/\{token\}\/$/,
    who: ['brand', 'creator', 'strategist'],
    why: 'the parameter is the link’s secret, not an id: whoever holds the link may check it before signing up',
  },
];
/** GET operations whose owner is not answered 200 for the fixture's object, and why. */
const OWNER_READS_NOTHING: Record<string, string> = {
  'GET /api/pictures/{id}/': 'a private upload is no profile picture: 404 for everyone, its owner too',
};
const TRIES_PER_OPERATION = 4;
const IN_FLIGHT = 2;

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
/**
 * Required header parameters with values that pass validation, so the ownership check is reached: a body's
 * checksum is the real one of the body sent, its length is left to fetch, anything else fits its schema.
 */
const headersFor = async (op: Operation, body: string) => {
  const headers: Record<string, string> = {};
  for (const p of op.parameters.filter((p) => p.in === 'header' && p.required)) {
    if (p.name === 'content-length') continue;
    headers[p.name] = p.name.endsWith('sha256')
      ? hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)))
      : String(fc.sample(fitting(p.schema), { numRuns: 1, seed: 14 })[0]);
  }
  return headers;
};
const sendAs = async (op: Operation, path: string, session: Session, headers: Record<string, string> = {}) => {
  const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : JSON.stringify(bodyFor(op) ?? {});
  return send(`${path}${queryFor(op)}`, {
    method: op.method,
    token: session.token,
    headers: { ...(await headersFor(op, body ?? '')), ...headers },
    ...(body === undefined ? {} : { rawBody: body }),
  });
};

/**
 * The owner's objects by kind: for each id-taking GET, one id of the owner's that it answers 200 to (tried in
 * order of likeliness). Two rounds: what a detail answer shows (a campaign's matches) feeds the next round.
 */
const readableByNoun = async (gets: Operation[], owner: Session, ids: Map<string, string>) => {
  const readable = new Map<string, string[]>();
  const done = new Set<Operation>();
  for (let round = 0; round < 2; round++) {
    for (const op of gets.filter((o) => !done.has(o))) {
      for (const id of ranked(ids, op).slice(0, TRIES_PER_OPERATION)) {
        const res = await send(
          fillPath(op.path, () => id),
          { method: 'GET', token: owner.token },
        );
        if (res.status !== 200) continue;
        done.add(op);
        collectIds(res.json, op.path.replace(/\{[^}]+\}/g, '').replace(/[^a-z]/gi, ''), ids);
        const noun = nounOf(op.path);
        readable.set(noun, [...new Set([...(readable.get(noun) ?? []), id])]);
        break;
      }
    }
  }
  return readable;
};

let operations: Operation[] = [];
let sessions: Record<Role, Session>;
beforeAll(async () => {
  operations = await loadOperations();
  sessions = Object.fromEntries((await freshSessions()).map((s) => [s.label, s])) as Record<Role, Session>;
}, 60_000);

describe('tenancy and role matrix from the OpenAPI document', () => {
  it('turns every role away from the other roles’ areas', async () => {
    const wrong: string[] = [];
    const calls = operations.flatMap((op) => {
      const area = areaOf(op);
      return area
        ? Object.values(sessions)
            .filter((session) => !area.roles.includes(session.label))
            .map((session) => ({ op, area, session }))
        : [];
    });
    const checked = calls.length;
    await pool(calls, IN_FLIGHT, async ({ op, area, session }) => {
      const res = await sendAs(
        op,
        fillPath(op.path, () => ANY_ID),
        session,
      );
      // 404 for anonymous too: the staff console's routes do not admit they exist.
      const allowed = session.label === 'anonymous' ? [401, 404] : [401, 403, 404];
      if (!allowed.includes(res.status))
        wrong.push(
          `${op.method} ${op.path} as ${session.label} (${area.why}) → ${res.status} ${JSON.stringify(res.json)?.slice(0, 200)}`,
        );
    });
    console.log(
      `role matrix: ${checked} calls of ${operations.filter(areaOf).length} operations by roles outside their area`,
    );
    expect(checked).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
  }, 900_000);

  // Bounded generously: on a machine shared with other test runs this has taken 14 minutes (2 alone).
  it('denies every id-taking operation on another tenant’s object', async () => {
    const acmeOwner = (await login('brand.owner@demo.test')).json;
    const owners: Owner[] = [
      {
        label: 'Acme’s owner',
        role: 'brand',
        session: { label: 'brand', token: acmeOwner.token as string },
      },
      {
        label: 'the demo creator',
        role: 'creator',
        session: { label: 'creator', token: (await login('creator@demo.test')).json.token as string },
      },
      {
        label: 'the demo strategist',
        role: 'strategist',
        session: { label: 'strategist', token: (await login('strategist@demo.test')).json.token as string },
      },
    ];
    const intruders = [
      // A Growth-plan brand, so plan gating never answers before the ownership check does.
      { role: 'brand' as Role, session: sessions.brand, headers: {} as Record<string, string> },
      { role: 'creator' as Role, session: sessions.creator, headers: {} as Record<string, string> },
      {
        role: 'strategist' as Role,
        session: sessions.strategist,
        headers: { 'x-selected-brand': acmeOwner.user.brand!.id },
      },
    ];
    const withId = operations.filter((op) => pathParams(op.path).length > 0);
    const keyOf = (op: Operation) => `${op.method} ${op.path}`;
    const leaks: string[] = [];
    const covered = new Set<string>();
    /** Every intruder calls `op` on the owner's object at `path`, and must be denied. */
    const intrude = (op: Operation, owner: Owner, path: string) =>
      pool(intruders, IN_FLIGHT, async (intruder) => {
        const sameRole = intruder.role === owner.role;
        // Shared with everyone of that role, whoever found it (a strategist's creator is every brand's creator profile).
        if (SHARED_BY_DESIGN.some((s) => s.who.includes(intruder.role) && s.pattern.test(op.path))) return;
        const res = await sendAs(op, path, intruder.session, intruder.headers);
        if (!deniedAsItShould(res, sameRole, op))
          leaks.push(
            `${keyOf(op)}: ${owner.label}'s ${path} answered ${res.status} to ${sameRole ? 'another' : 'a'} ${intruder.role} ${JSON.stringify(res.json)?.slice(0, 200)}`,
          );
      });
    // 1. What the demo accounts' own lists show.
    let crawled = 0;
    for (const owner of owners) {
      const ids = await crawl(
        operations,
        owner.role,
        async (path) => (await send(path, { method: 'GET', token: owner.session.token })).json,
      );
      const readable = await readableByNoun(
        withId.filter((o) => o.method === 'GET' && (areaOf(o)?.roles.includes(owner.role) ?? true)),
        owner.session,
        ids,
      );
      for (const op of withId) {
        // A crawled id fills id parameters only; the made objects below give the rest (an upload's part number).
        if (pathParams(op.path).some((name) => NOT_AN_ID.has(name))) continue;
        const candidates = readable.get(nounOf(op.path)) ?? listedOf(ids, op);
        if (!candidates.length || !(areaOf(op)?.roles.includes(owner.role) ?? true)) continue;
        if (!covered.has(keyOf(op))) crawled++;
        covered.add(keyOf(op));
        await intrude(
          op,
          owner,
          fillPath(op.path, () => candidates[0]!),
        );
      }
    }
    // 2. An object made for the test, as its owner, for every operation the crawl did not reach.
    const unreadable: string[] = [];
    for (const op of withId.filter((o) => !covered.has(keyOf(o)))) {
      const make = objectFor(op.path);
      if (!make) continue;
      const { owner, params } = await make();
      const path = fillPath(op.path, (name) => params[name] ?? `missing fixture parameter ${name}`);
      if (op.method === 'GET' && !(keyOf(op) in OWNER_READS_NOTHING)) {
        // The object is real for this operation: its owner reads it.
        const own = await sendAs(op, path, owner.session);
        if (own.status !== 200) unreadable.push(`${keyOf(op)}: ${owner.label} got ${own.status} for ${path}`);
      }
      covered.add(keyOf(op));
      await intrude(op, owner, path);
    }
    const uncovered = withId.filter((op) => !covered.has(keyOf(op))).map(keyOf);
    console.log(
      `tenancy matrix: ${covered.size} of ${withId.length} id-taking operations called with a real object of another tenant by 3 intruders (${crawled} found by crawling the demo accounts, ${covered.size - crawled} made by the test); without an object: ${uncovered.length}`,
    );
    expect(uncovered, 'give the operation an object (tests/worker/suites/tenancy-fixtures.ts)').toEqual([]);
    expect(unreadable).toEqual([]);
    expect(leaks).toEqual([]);
  }, 1_800_000);
});
