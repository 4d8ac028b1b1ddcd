import { eq } from 'drizzle-orm';
import { brandMembers, creatorProfiles, users } from '../../../db/schema';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/auth/password';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import {
  clearAttempts,
  refundAttempt,
  signInAddressKey,
  signInKeys,
  signInKeysToClear,
  takeAttempt,
} from './attempt-limits';
import { newSession, type ClientInfo } from './sessions';

const INVALID_CREDENTIALS = 'E-mail or password is incorrect.';
const SIGN_IN_LINK_HINT = 'Or get a sign-in link by e-mail.';

/**
 * Counts the attempt first (atomically, so parallel guesses share one budget), then checks the password (same
 * answer and cost for an unknown e-mail) and opens a session. A success resets this account's counters and gives
 * the address its attempt back.
 */
export const login = async ({
  db,
  secret,
  email,
  password,
  rememberMe,
  client,
}: {
  db: Db;
  secret: string;
  email: string;
  password: string;
  rememberMe: boolean;
  client: ClientInfo;
}) => {
  await takeAttempt({ db, keys: signInKeys(email, client.ip), what: 'sign-in attempts', hint: SIGN_IN_LINK_HINT });
  // The brand link and creator profile ride along: the session token carries them (SessionFacts).
  const [found] = await db
    .select({ user: users, brandId: brandMembers.brandId, creatorId: creatorProfiles.id })
    .from(users)
    .leftJoin(brandMembers, eq(brandMembers.userId, users.id))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  const user = found?.user;
  const { ok, needsRehash } = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !ok)
    throw new AppError('invalid_credentials', INVALID_CREDENTIALS, {
      fields: { non_field_errors: [INVALID_CREDENTIALS] },
    });
  const session = await newSession({
    db,
    secret,
    userId: user.id,
    rememberMe,
    client,
    facts: { profileOf: user.profileOf, brandId: found.brandId, creatorId: found.creatorId },
  });
  const loginAt = new Date().toISOString();
  const passwordHash = needsRehash ? await hashPassword(password) : user.passwordHash;
  await db.batch([
    session.insert,
    db.update(users).set({ lastLoginAt: loginAt, passwordHash }).where(eq(users.id, user.id)),
    clearAttempts({ db, keys: signInKeysToClear(email, client.ip) }),
    refundAttempt({ db, ...signInAddressKey(client.ip) }),
  ]);
  return { user: { ...user, lastLoginAt: loginAt, passwordHash }, session };
};
