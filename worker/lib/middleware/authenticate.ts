import { and, eq, gt, isNull } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { sessions, users } from '../../../db/schema';
import { SESSION_COOKIE } from '../auth/cookies';
import { verifySessionToken } from '../auth/tokens';
import type { AppEnv } from '../context';

const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** Resolves the session from `Authorization: Bearer` or the session cookie. Never rejects: guards do that. */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  const bearer = header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
  const cookie = bearer ? undefined : getCookie(c, SESSION_COOKIE);
  const token = bearer ?? cookie;
  const claims = token ? await verifySessionToken(c.env.JWT_SECRET, token) : null;
  if (claims) {
    const db = c.get('db');
    const now = new Date();
    const [row] = await db
      .select({ user: users, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, claims.jti), eq(sessions.userId, claims.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now.toISOString())))
      .limit(1);
    if (row) {
      c.set('auth', { user: row.user, sessionId: claims.jti, via: bearer ? 'bearer' : 'cookie' });
      if (now.getTime() - Date.parse(row.lastSeenAt) > LAST_SEEN_RESOLUTION_MS) {
        const touch = db.update(sessions).set({ lastSeenAt: now.toISOString() }).where(eq(sessions.id, claims.jti));
        c.executionCtx.waitUntil(touch.then(() => undefined));
      }
    }
  }
  await next();
});
