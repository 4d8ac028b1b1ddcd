import { and, eq, exists, isNull } from 'drizzle-orm';
import { emailTokens, users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { queueEmail } from '../email/outbox';
import { signInLinkEmail } from '../email/account-security-templates';
import { BAD_LINK } from './activate';
import { clearAttempts, signInKeysToClear } from './attempt-limits';
import { findLiveToken, newEmailToken, retireTokens } from './email-tokens';
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

/** Uses the link (once, even when two tabs race), resets the account's sign-in counters and opens a session. */
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
  const row = await findLiveToken({ db, userId: uid, purpose: 'sign_in_link', raw: token });
  if (!row) throw new AppError('bad_token', BAD_LINK);
  const session = await newSession({ db, secret, userId: uid, rememberMe, client });
  const unused = exists(
    db
      .select({ id: emailTokens.id })
      .from(emailTokens)
      .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt))),
  );
  const loginAt = new Date().toISOString();
  // The session row is written only while the token is unused; then the token is used up.
  const [claimed] = await db.batch([
    db
      .update(users)
      .set({ lastLoginAt: loginAt, emailVerified: true })
      .where(and(eq(users.id, uid), unused)),
    db
      .update(emailTokens)
      .set({ usedAt: loginAt })
      .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt))),
  ]);
  if (claimed.rowsAffected === 0) throw new AppError('bad_token', BAD_LINK);
  const [user] = await db.select().from(users).where(eq(users.id, uid));
  await db.batch([session.insert, clearAttempts({ db, keys: signInKeysToClear(user!.email, client.ip) })]);
  return { user: user!, session };
};
