import { eq } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../db/schema';
import { sessionQuery } from '../../worker/lib/session-fold';
import { CREATOR, OWNER } from './accounts';
import { login, testDb } from './helpers';

/**
 * The session statement (worker/lib/session-fold.ts) is sent by every authenticated request: its SQL text is written
 * once per isolate and each request binds its own values, while the database still decides the session's validity
 * on every request (issue 15).
 */
const claimsOf = async (email: string) => {
  const { jti, sub } = decodeJwt((await login(email)).json.token);
  return { jti: jti!, userId: sub! };
};

afterEach(() => vi.restoreAllMocks());

describe('the session statement', () => {
  it('is written once: later requests bind their values without drizzle writing SQL text', async () => {
    const [owner, creator] = await Promise.all([claimsOf(OWNER), claimsOf(CREATOR)]);
    const db = testDb();
    await sessionQuery(db, owner, null, new Date());
    const writes = vi.spyOn(SQLiteAsyncDialect.prototype, 'sqlToQuery');
    const [ownerRows, creatorRows] = await db.batch([
      sessionQuery(db, owner, null, new Date()),
      sessionQuery(db, creator, null, new Date()),
    ]);
    expect(writes).not.toHaveBeenCalled();
    await db.select({ id: users.id }).from(users).limit(1);
    expect(writes, 'a statement built per request is written by drizzle').toHaveBeenCalledTimes(1);
    expect(ownerRows.map((r) => r.user.email)).toEqual([OWNER]);
    expect(ownerRows[0]!.memberBrandId).toEqual(expect.any(String));
    expect(creatorRows.map((r) => [r.user.email, r.memberBrandId])).toEqual([[CREATOR, null]]);
    expect(creatorRows[0]!.creatorId).toEqual(expect.any(String));
  });

  it('finds no row once the session is revoked or expired, or the user is another', async () => {
    const owner = await claimsOf(OWNER);
    const db = testDb();
    expect(await sessionQuery(db, owner, null, new Date())).toHaveLength(1);
    const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.email, CREATOR));
    expect(await sessionQuery(db, { ...owner, userId: creator!.id }, null, new Date())).toHaveLength(0);
    expect(await sessionQuery(db, owner, null, new Date(Date.now() + 400 * 86_400_000))).toHaveLength(0);
    await db.update(sessions).set({ revokedAt: new Date().toISOString() }).where(eq(sessions.id, owner.jti));
    expect(await sessionQuery(db, owner, null, new Date())).toHaveLength(0);
  });
});
