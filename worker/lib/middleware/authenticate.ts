import { and, eq, gt, isNull } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { brandMembers, sessions, strategistBrands, users } from '../../../db/schema';
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
    const selectedBrand = c.req.header('x-selected-brand') ?? null;
    // The user's brand links ride along, so brand routes need no query of their own to know the acting brand.
    const [row] = await db
      .select({
        user: users,
        lastSeenAt: sessions.lastSeenAt,
        memberBrandId: brandMembers.brandId,
        memberRole: brandMembers.role,
        managedBrandId: strategistBrands.brandId,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(brandMembers, eq(brandMembers.userId, users.id))
      .leftJoin(
        strategistBrands,
        and(eq(strategistBrands.strategistId, users.id), eq(strategistBrands.brandId, selectedBrand ?? '')),
      )
      .where(
        and(
          eq(sessions.id, claims.jti),
          eq(sessions.userId, claims.userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now.toISOString()),
        ),
      )
      .limit(1);
    if (row) {
      const member = row.memberBrandId && row.memberRole ? { brandId: row.memberBrandId, role: row.memberRole } : null;
      c.set('auth', {
        user: row.user,
        sessionId: claims.jti,
        via: bearer ? 'bearer' : 'cookie',
        brandLinks: { member, selectedBrand, managesSelected: row.managedBrandId !== null },
      });
      if (now.getTime() - Date.parse(row.lastSeenAt) > LAST_SEEN_RESOLUTION_MS) {
        const touch = db.update(sessions).set({ lastSeenAt: now.toISOString() }).where(eq(sessions.id, claims.jti));
        c.executionCtx.waitUntil(touch.then(() => undefined));
      }
    }
  }
  await next();
});
