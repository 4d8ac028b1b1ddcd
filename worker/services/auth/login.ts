import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
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
  countAttempts,
} from './attempt-limits';
import { userPayloadFrom, userPayloadReads, type UserPayloadRows } from '../users/user-payload';
import { newSession, type ClientInfo } from './sessions';

const INVALID_CREDENTIALS = 'E-mail or password is incorrect.';
const SIGN_IN_LINK_HINT = 'Or get a sign-in link by e-mail.';

/** The account an address names, with its brand link and creator profile (the session token carries them). */
const accountOf = (db: Db, email: string) =>
  db
    .select({ user: users, brandId: brandMembers.brandId, creatorId: creatorProfiles.id })
    .from(users)
    .leftJoin(brandMembers, eq(brandMembers.userId, users.id))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);

/**
 * Counts the attempt first (atomically, so parallel guesses share one budget; in the same batch as the account and
 * what the answer shows of it), then checks the password (same answer and cost for an unknown e-mail) and opens a
 * session in a second batch. A success resets this account's counters and gives the address its attempt back.
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
  const attempts = countAttempts({
    db,
    keys: signInKeys(email, client.ip),
    what: 'sign-in attempts',
    hint: SIGN_IN_LINK_HINT,
  });
  const idOfAddress = sql`(SELECT ${users.id} FROM ${users} WHERE ${users.email} = ${email})`;
  const results = await db.batch([
    ...attempts.statements,
    accountOf(db, email),
    ...userPayloadReads({ db, userId: idOfAddress }),
  ] as unknown as [BatchItem<'sqlite'>]);
  attempts.settle(results);
  const [found] = results[attempts.statements.length] as ReturnType<typeof accountOf>['_']['result'];
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
  const signedIn = { ...user, lastLoginAt: loginAt, passwordHash };
  const payloadRows = results.slice(attempts.statements.length + 1) as unknown as UserPayloadRows;
  return { user: userPayloadFrom(signedIn, payloadRows), session };
};
