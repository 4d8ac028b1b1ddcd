import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/auth/password';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { clearFailures, assertNotThrottled, recordFailure } from './throttle';
import { newSession, type ClientInfo } from './sessions';

export const INVALID_CREDENTIALS = 'E-mail or password is incorrect.';

/** Checks the password (same answer and cost for an unknown e-mail), throttles failures, opens a session. */
export const login = async ({ db, secret, email, password, rememberMe, client }: { db: Db; secret: string; email: string; password: string; rememberMe: boolean; client: ClientInfo }) => {
  const keys = { email, ip: client.ip };
  await assertNotThrottled(db, keys);
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const { ok, needsRehash } = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !ok) {
    await recordFailure(db, keys);
    throw new AppError('invalid_credentials', INVALID_CREDENTIALS, { fields: { non_field_errors: [INVALID_CREDENTIALS] } });
  }
  const session = await newSession(db, { secret, userId: user.id, rememberMe, client });
  const loginAt = new Date().toISOString();
  const passwordHash = needsRehash ? await hashPassword(password) : user.passwordHash;
  await db.batch([session.insert, db.update(users).set({ lastLoginAt: loginAt, passwordHash }).where(eq(users.id, user.id)), clearFailures(db, email)]);
  return { user: { ...user, lastLoginAt: loginAt, passwordHash }, session };
};
