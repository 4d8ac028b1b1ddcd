import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { sessions } from '../../../db/schema';
import {
  SESSION_BROWSER_SECONDS,
  SESSION_REMEMBER_SECONDS,
  csrfTokenFor,
  signSessionToken,
  type SessionFacts,
} from '../../lib/auth/tokens';
import { inBatch, type Db } from '../../lib/db';

export type ClientInfo = { userAgent: string | null; ip: string | null };

/** A new session row (to be batched) and its signed token. */
export const newSession = async ({
  db,
  secret,
  userId,
  rememberMe,
  client,
  facts,
}: {
  db: Db;
  secret: string;
  userId: string;
  rememberMe: boolean;
  client: ClientInfo;
  facts?: SessionFacts;
}) => {
  const id = crypto.randomUUID();
  const now = new Date();
  const lifetime = rememberMe ? SESSION_REMEMBER_SECONDS : SESSION_BROWSER_SECONDS;
  const expiresAt = new Date(now.getTime() + lifetime * 1000);
  return {
    token: await signSessionToken({ secret, userId, jti: id, expiresAt, facts }),
    csrf: await csrfTokenFor(secret, id),
    maxAge: rememberMe ? SESSION_REMEMBER_SECONDS : undefined,
    insert: db.insert(sessions).values({
      id,
      userId,
      rememberMe,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip,
      lastSeenAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    }),
  };
};

const now = () => new Date().toISOString();

export const revokeSession = ({ db, sessionId }: { db: Db; sessionId: string }) =>
  db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

export const revokeAllSessions = ({ db, userId }: { db: Db; userId: string }) =>
  db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

export const revokeOtherSessions = ({ db, userId, keepId }: { db: Db; userId: string; keepId: string }) =>
  db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)));

export const listActiveSessions = ({ db, userId }: { db: Db; userId: string }) =>
  inBatch(
    db,
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())))
      .orderBy(desc(sessions.lastSeenAt))
      .limit(100),
  );

/** A short human name for a user agent: "Chrome on macOS". */
export const describeDevice = (userAgent: string | null) => {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? userAgent.slice(0, 60);
};
