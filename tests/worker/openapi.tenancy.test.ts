import { beforeAll, describe, expect, it } from 'vitest';
import { login } from './helpers';
import { ANY_ID, bodyFor, collectIds, crawl, listedOf, nounOf, queryFor, ranked } from './suites/crawl';
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
import { areaOf, type Role } from './suites/role-areas';

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
const SHARED_BY_DESIGN: { pattern: RegExp; who: Role; why: string }[] = [
  {
    pattern: /^\/api\/influencer\/campaigns\/\{id\}\/$/,
    who: 'creator',
    why: 'an active public campaign is open to every creator',
  },
  {
    pattern: /^\/api\/influencer\/brands\/\{id\}\/$/,
    who: 'creator',
    why: 'a brand’s public profile is shown to creators',
  },
  {
    pattern: /^\/api\/influencer\/events\/\{id\}\/(rsvp\/)?$/,
    who: 'creator',
    why: 'published events are open to creators, who answer for themselves',
  },
  {
    pattern: /^\/api\/influencer\/campaigns\/\{id\}\/apply\/$/,
    who: 'creator',
    why: 'any eligible creator may apply to an active public campaign',
  },
  {
    pattern: /^\/api\/brand\/creators\/\{id\}\/$/,
    who: 'brand',
    why: 'an approved creator’s profile is what the creator database shows every brand',
  },
  {
    pattern: /^\/api\/influencer\/profiles\/\{id\}\/rates\/$/,
    who: 'brand',
    why: 'an approved creator’s rates are shown to every brand that may offer',
  },
];
const TRIES_PER_OPERATION = 4;
const IN_FLIGHT = 2;

const sendAs = (op: Operation, path: string, session: Session, headers: Record<string, string> = {}) =>
  send(`${path}${queryFor(op)}`, {
    method: op.method,
    token: session.token,
    headers,
    ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { body: bodyFor(op) ?? {} }),
  });

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

  it('denies every id-taking operation on another tenant’s object', async () => {
    const acmeOwner = (await login('brand.owner@demo.test')).json;
    const owners = [
      {
        label: 'Acme’s owner',
        role: 'brand' as Role,
        session: { label: 'brand' as Role, token: acmeOwner.token as string },
      },
      {
        label: 'the demo creator',
        role: 'creator' as Role,
        session: { label: 'creator' as Role, token: (await login('creator@demo.test')).json.token as string },
      },
      {
        label: 'the demo strategist',
        role: 'strategist' as Role,
        session: { label: 'strategist' as Role, token: (await login('strategist@demo.test')).json.token as string },
      },
    ];
    const intruders = [
      // A Growth-plan brand, so plan gating never answers before the ownership check does.
      { role: 'brand' as Role, session: sessions.brand, headers: {} as Record<string, string> },
      { role: 'creator' as Role, session: sessions.creator, headers: {} as Record<string, string> },
      {
        role: 'strategist' as Role,
        session: sessions.strategist,
        headers: { 'x-selected-brand': acmeOwner.user.brand.id as string },
      },
    ];
    const withId = operations.filter((op) => pathParams(op.path).length > 0);
    const leaks: string[] = [];
    const covered = new Set<string>();
    for (const owner of owners) {
      const ids = await crawl(operations, owner.session);
      const readable = await readableByNoun(
        withId.filter((o) => o.method === 'GET' && (areaOf(o)?.roles.includes(owner.role) ?? true)),
        owner.session,
        ids,
      );
      for (const op of withId) {
        const candidates = readable.get(nounOf(op.path)) ?? listedOf(ids, op);
        if (!candidates.length || !(areaOf(op)?.roles.includes(owner.role) ?? true)) continue;
        covered.add(`${op.method} ${op.path}`);
        const path = fillPath(op.path, () => candidates[0]!);
        await pool(intruders, IN_FLIGHT, async (intruder) => {
          const sameRole = intruder.role === owner.role;
          // Shared with everyone of that role, whoever found it (a strategist's creator is every brand's creator profile).
          if (SHARED_BY_DESIGN.some((s) => s.who === intruder.role && s.pattern.test(op.path))) return;
          const res = await sendAs(op, path, intruder.session, intruder.headers);
          if (!deniedAsItShould(res, sameRole, op))
            leaks.push(
              `${op.method} ${op.path}: ${owner.label}'s ${path} answered ${res.status} to ${sameRole ? 'another' : 'a'} ${intruder.role} ${JSON.stringify(res.json)?.slice(0, 200)}`,
            );
        });
      }
    }
    const uncovered = withId
      .filter((op) => !covered.has(`${op.method} ${op.path}`))
      .map((op) => `${op.method} ${op.path}`);
    console.log(
      `tenancy matrix: ${covered.size} of ${withId.length} id-taking operations called with a real object of Acme’s owner, the demo creator or the demo strategist by 3 intruders; without a demo object: ${uncovered.join(', ')}`,
    );
    expect(covered.size).toBeGreaterThan(40);
    expect(leaks).toEqual([]);
  }, 900_000);
});
