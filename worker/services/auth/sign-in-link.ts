import { eq } from 'drizzle-orm';
import { brandMembers, creatorProfiles, users } from '../../../db/schema';
import { sha256Hex } from '../../lib/auth/tokens';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { queueEmail } from '../email/outbox';
import { signInLinkEmail } from '../email/account-security-templates';
import { BAD_LINK } from './activate';
import { clearAttempts, signInKeysToClear } from './attempt-limits';
import { liveToken, newEmailToken, retireTokens, useToken } from './email-tokens';
import { userPayloadFrom, userPayloadReads, type UserPayloadRows } from '../users/user-payload';
import { newSession, type ClientInfo } from './sessions';
import { paths } from '../../schemas/app-paths';

/**
 * A one-time sign-in link by e-mail: the way past sign-in delays that someone else's guessing caused, since only
 * the mailbox's owner can use it. Sent only to an existing, not suspended account (the route answers the same
 * either way and runs this after the response); a new link retires the previous one.
 */
export const sendSignInLink = async ({ db, email, origin }: { db: Db; email: string; origin: string }) => {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || user.status === 'SUSPENDED') return;
  const token = await newEmailToken({ db, userId: user.id, purpose: 'sign_in_link' });
  const url = `${origin}${paths.auth.signInLink.getHref(user.id, token.raw)}`;
  await db.batch([
    retireTokens({ db, userId: user.id, purposes: ['sign_in_link'] }),
    token.insert,
    queueEmail({ db, to: user.email, message: signInLinkEmail({ firstName: user.firstName, url }) }),
  ]);
};

/**
 * Uses the link (once, even when two tabs race), resets the account's sign-in counters and opens a session. One
 * batch reads the link, the account and what the answer shows of it; the second writes, guarded by the link being
 * unused, so the loser of a race writes nothing.
 */
export const signInWithLink = async ({
  db,
  secret,
  uid,
  token,
  rememberMe,
  client,
}: {
  db: Db;
  secret: string;
  uid: string;
  token: string;
  rememberMe: boolean;
  client: ClientInfo;
}) => {
  const [[row], [account], ...payloadRows] = await db.batch([
    liveToken({ db, userId: uid, purpose: 'sign_in_link', tokenHash: await sha256Hex(token) }),
    db
      .select({ user: users, brandId: brandMembers.brandId, creatorId: creatorProfiles.id })
      .from(users)
      .leftJoin(brandMembers, eq(brandMembers.userId, users.id))
      .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
      .where(eq(users.id, uid))
      .limit(1),
    ...userPayloadReads({ db, userId: uid }),
  ]);
  if (!row || !account) throw new AppError('bad_token', BAD_LINK);
  const { user } = account;
  const facts = { profileOf: user.profileOf, brandId: account.brandId, creatorId: account.creatorId };
  const session = await newSession({ db, secret, userId: uid, rememberMe, client, facts });
  const loginAt = new Date().toISOString();
  await runGuardedBatch(
    db,
    [
      useToken({ db, tokenId: row.id }),
      abortUnlessChanged(db),
      db.update(users).set({ lastLoginAt: loginAt, emailVerified: true }).where(eq(users.id, uid)),
      session.insert,
      clearAttempts({ db, keys: signInKeysToClear(user.email, client.ip) }),
    ],
    () => new AppError('bad_token', BAD_LINK),
  );
  const signedIn = { ...user, lastLoginAt: loginAt, emailVerified: true };
  return { user: userPayloadFrom(signedIn, payloadRows as UserPayloadRows), session };
};
