import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Context } from 'hono';
import {
  brandMembers,
  creatorProfiles,
  plans,
  sessions,
  strategistBrands,
  subscriptions,
  users,
} from '../../db/schema';
import { resolveActingBrand } from './auth/acting-brand';
import type { SessionFacts } from './auth/tokens';
import type { AppEnv, Auth, UserRow } from './context';
import { createDb, type Db } from './db';
import { AppError } from './errors';
import { writtenOnce } from './written-once';
import { SUSPENDED_ALLOWED } from './middleware/guards';

/**
 * Session folding (issue 15, DESIGN §11: every authenticated read in one database round trip).
 *
 * A read route that opts in with `foldSession(route)` does not read the session before its handler. Its guards
 * run on the facts the signed token carries (`SessionFacts`: user id, account type, a brand user's brand; a
 * strategist's brand is the `X-Selected-Brand` header; a creator's profile id), and the request's database is wrapped so its FIRST batch
 * also carries the session statement (session, user, brand link, the strategist's link to the selected brand).
 * When the batch returns, the session row decides: no valid row → 401, suspended → 403, facts that no longer hold
 * → the error the guards would give now (or 401); the data statements' results are then discarded, never sent.
 * A handler that answers without a batch gets the check after it ran, before its answer leaves (one more round
 * trip, never less safe). No validity is cached anywhere: a revoked session fails on its very next request.
 *
 * Only for routes whose handlers use nothing of the user but `id` and `profileOf` before their first batch
 * (the rest of `auth.user` and the plan are filled in by the check; plan gates wait for it, `whenSessionKnown`),
 * and, for a state change, whose first batch writes nothing. Tokens from before the facts existed take the old path.
 */
type Claims = { userId: string; jti: string };

/**
 * The session, its user and their brand links, when the session is valid now (else no row). Its SQL text is written
 * once per isolate (every authenticated request sends it); the validity is decided by the database on each request.
 */
const sessionStatement = writtenOnce(['jti', 'userId', 'selectedBrand', 'now'], (db, values) =>
  db
    .select({
      user: users,
      lastSeenAt: sessions.lastSeenAt,
      memberBrandId: brandMembers.brandId,
      memberRole: brandMembers.role,
      managedBrandId: strategistBrands.brandId,
      creatorId: creatorProfiles.id,
      // The plan of the brand acted for rides along, so plan gates need no statement of their own.
      planFeatures: sql<
        string | null
      >`(SELECT ${plans.allowedFeatures} FROM ${subscriptions} JOIN ${plans} ON ${plans.id} = ${subscriptions.planId} WHERE ${subscriptions.brandId} = coalesce(${brandMembers.brandId}, ${strategistBrands.brandId}) AND ${subscriptions.status} <> 'canceled')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(brandMembers, eq(brandMembers.userId, users.id))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .leftJoin(
      strategistBrands,
      and(eq(strategistBrands.strategistId, users.id), eq(strategistBrands.brandId, values.selectedBrand)),
    )
    .where(
      and(
        eq(sessions.id, values.jti),
        eq(sessions.userId, values.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, values.now),
      ),
    )
    .limit(1),
);

export const sessionQuery = (db: Db, claims: Claims, selectedBrand: string | null, now: Date) =>
  sessionStatement(db, {
    jti: claims.jti,
    userId: claims.userId,
    selectedBrand: selectedBrand ?? '',
    now: now.toISOString(),
  });
export type SessionRow = Awaited<ReturnType<typeof sessionQuery>>[number];

/**
 * SQL that holds while the session is valid for a state change (not revoked, not expired, its user not suspended):
 * a write in a folded request's first batch is conditioned on it, so a session the check then refuses changed nothing.
 */
export const sessionStillValid = ({ userId, sessionId, now }: { userId: string; sessionId: string; now: Date }) =>
  sql`EXISTS (SELECT 1 FROM ${sessions} JOIN ${users} ON ${users.id} = ${sessions.userId} WHERE ${and(
    eq(sessions.id, sessionId),
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now.toISOString()),
    ne(users.status, 'SUSPENDED'),
  )})`;

const planOf = (row: SessionRow): Auth['plan'] => {
  const brandId = row.memberBrandId ?? row.managedBrandId;
  if (!brandId) return null;
  return { brandId, features: row.planFeatures === null ? null : (JSON.parse(row.planFeatures) as string[]) };
};

export const authFromRow = (row: SessionRow, jti: string, via: Auth['via'], selectedBrand: string | null): Auth => ({
  user: row.user,
  sessionId: jti,
  via,
  creatorId: row.creatorId,
  brandLinks: {
    member: row.memberBrandId && row.memberRole ? { brandId: row.memberBrandId, role: row.memberRole } : null,
    selectedBrand,
    managesSelected: row.managedBrandId !== null,
  },
  plan: planOf(row),
});

const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;
const lastSeenWrite = writtenOnce(['jti', 'now'], (db, values) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${values.now}` })
    .where(eq(sessions.id, values.jti)),
);

/**
 * Moves the session's "last seen" on (at most every few minutes), beside the request rather than in its path: on a
 * client of its own, so its round trip is not counted as the request's (it would be, whenever it ends before the
 * answer's Server-Timing is written).
 */
export const touchLastSeen = (c: Context<AppEnv>, row: SessionRow, jti: string, now: Date) => {
  if (now.getTime() - Date.parse(row.lastSeenAt) <= LAST_SEEN_RESOLUTION_MS) return;
  const touch = lastSeenWrite(createDb(c.env), { jti, now: now.toISOString() });
  c.executionCtx.waitUntil(touch.then(() => undefined));
};

type Marked = { method: string; pattern: RegExp; kind: 'fold' | 'none' };
const marked: Marked[] = [];

const mark = <R extends { method: string; path: string }>(route: R, kind: Marked['kind']): R => {
  if (kind === 'none' && route.method !== 'get') throw new Error(`Only reads skip the session: ${route.path}`);
  const pattern = new RegExp(`^/api${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
  marked.push({ method: route.method.toUpperCase(), pattern, kind });
  return route;
};
const markOf = (method: string, path: string) =>
  marked.find((r) => r.method === method && r.pattern.test(path))?.kind ?? null;

type SessionCheck = (auth: Auth) => void;
const pendingChecks = new WeakMap<Request, SessionCheck[]>();

/**
 * Runs `check` on the real session: now, or — on a folded request whose session is not read yet — when its first
 * batch returns, before any of its rows are used (the plan gate, whose plan is read with the session).
 */
export const whenSessionKnown = (c: Context<AppEnv>, auth: Auth, check: SessionCheck) => {
  const pending = pendingChecks.get(c.req.raw);
  if (pending) pending.push(check);
  else check(auth);
};

/**
 * Marks a route as folding its session check into its first batch; returns the route unchanged. A read folds
 * whole; a state change folds only when its first batch is its read step (no writes): the check decides before
 * the handler goes on to write, so the request is a read, then one guarded batch.
 */
export const foldSession = <R extends { method: string; path: string }>(route: R): R => mark(route, 'fold');

/**
 * Marks a GET route that never looks at who is asking (no guard, no `auth`): its session is not read at all, so a
 * token it is sent costs no round trip. Returns the route unchanged.
 */
export const withoutSession = <R extends { method: string; path: string }>(route: R): R => mark(route, 'none');

export const foldsSession = (method: string, path: string) => markOf(method, path) === 'fold';
export const ignoresSession = (method: string, path: string) => markOf(method, path) === 'none';

/** The facts the token claims, as an `Auth` for the guards; `user` has only `id`, `profileOf` and `status` yet. */
const provisionalAuth = (
  claims: Claims,
  facts: SessionFacts,
  via: Auth['via'],
  selectedBrand: string | null,
): Auth => ({
  user: { id: claims.userId, profileOf: facts.profileOf, status: 'ACTIVE' } as UserRow,
  sessionId: claims.jti,
  via,
  creatorId: facts.creatorId,
  brandLinks: {
    // The role is not claimed: no folded route decides by it before the check, which sets the real one.
    member: facts.brandId ? { brandId: facts.brandId, role: 'member' } : null,
    selectedBrand,
    managesSelected: selectedBrand !== null,
  },
  plan: undefined,
});

const stale = () => new AppError('not_authenticated', 'Your access has changed. Sign in again to continue.');

/**
 * Starts a folded request: provisional auth for the guards and a database whose first batch carries the session
 * statement. `settle()` (after the handler) checks the session if no batch did.
 */
export const startFold = (
  c: Context<AppEnv>,
  {
    claims,
    facts,
    via,
    selectedBrand,
  }: { claims: Claims; facts: SessionFacts; via: Auth['via']; selectedBrand: string | null },
) => {
  const db = c.get('db');
  const now = new Date();
  const auth = provisionalAuth(claims, facts, via, selectedBrand);
  let checked = false;

  /** The session row decides; the provisional auth becomes the real one (same objects: handlers hold them). */
  const verify = (row: SessionRow | undefined) => {
    checked = true;
    if (!row) throw new AppError('not_authenticated', 'Sign in to continue.');
    const fresh = authFromRow(row, claims.jti, via, selectedBrand);
    if (fresh.user.profileOf !== facts.profileOf || fresh.creatorId !== facts.creatorId) throw stale();
    if (fresh.user.status === 'SUSPENDED' && !SUSPENDED_ALLOWED.has(c.req.path))
      throw new AppError('account_suspended', 'This account is suspended. Contact support to restore access.');
    const acting = c.get('actingBrand');
    if (acting) {
      const now = resolveActingBrand(fresh);
      if (now.brandId !== acting.brandId) throw stale();
      Object.assign(acting, now);
    }
    Object.assign(auth.user, fresh.user);
    auth.brandLinks = fresh.brandLinks;
    auth.plan = fresh.plan;
    const checks = pendingChecks.get(c.req.raw) ?? [];
    pendingChecks.delete(c.req.raw);
    for (const check of checks) check(auth);
    touchLastSeen(c, row, claims.jti, new Date());
  };

  const batch = async (steps: BatchItem<'sqlite'>[]) => {
    if (checked) return db.batch(steps as [BatchItem<'sqlite'>]);
    const [rows, ...results] = await db.batch([sessionQuery(db, claims, selectedBrand, now), ...steps]);
    verify((rows as SessionRow[])[0]);
    return results;
  };
  c.set('auth', auth);
  pendingChecks.set(c.req.raw, []);
  c.set('db', new Proxy(db, { get: (target, key) => (key === 'batch' ? batch : Reflect.get(target, key)) }));
  return {
    settle: async () => {
      if (!checked) verify((await sessionQuery(db, claims, selectedBrand, now))[0]);
    },
  };
};
