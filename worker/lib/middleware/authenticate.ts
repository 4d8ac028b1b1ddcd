import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { SESSION_COOKIE } from '../auth/cookies';
import { verifySessionToken } from '../auth/tokens';
import type { AppEnv } from '../context';
import { authFromRow, foldsSession, ignoresSession, sessionQuery, startFold, touchLastSeen } from '../session-fold';

/**
 * Resolves the session from `Authorization: Bearer` or the session cookie. Never rejects: guards do that. A route
 * that folds its session check (worker/lib/session-fold.ts) reads it in its own first batch instead of here; one
 * marked `withoutSession` does not read it at all.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  if (ignoresSession(c.req.method, c.req.path)) return next();
  const header = c.req.header('authorization');
  const bearer = header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
  const cookie = bearer ? undefined : getCookie(c, SESSION_COOKIE);
  const token = bearer ?? cookie;
  const claims = token ? await verifySessionToken(c.env.JWT_SECRET, token) : null;
  if (!claims) return next();
  const via = bearer ? 'bearer' : 'cookie';
  const selectedBrand = c.req.header('x-selected-brand') ?? null;
  if (claims.facts && foldsSession(c.req.method, c.req.path)) {
    const fold = startFold(c, { claims, facts: claims.facts, via, selectedBrand });
    await next();
    return fold.settle();
  }
  const db = c.get('db');
  const now = new Date();
  // The user's brand links ride along, so brand routes need no query of their own to know the acting brand.
  const [row] = await sessionQuery(db, claims, selectedBrand, now);
  if (row) {
    c.set('auth', authFromRow(row, claims.jti, via, selectedBrand));
    touchLastSeen(c, row, claims.jti, now);
  }
  await next();
});
