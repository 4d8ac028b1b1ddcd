import { and, eq, exists, isNull } from 'drizzle-orm';
import { emailTokens, users } from '../../../db/schema';
import { hashPassword } from '../../lib/auth/password';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { queueEmail } from '../email/outbox';
import { passwordResetEmail } from '../email/templates';
import { BAD_LINK } from './activate';
import { accountSignInKey, clearAttempts } from './attempt-limits';
import { findLiveToken, newEmailToken, retireTokens, useToken } from './email-tokens';
import { revokeAllSessions } from './sessions';
import { paths } from '../../schemas/app-paths';

/**
 * Sends a reset link when the address has an account; says nothing either way. The route runs it after the
 * response (so its timing says nothing either) once the per-address and per-client mail limits allowed it.
 * A new link retires the older ones: one live reset link per account.
 */
export const requestPasswordReset = async ({ db, email, origin }: { db: Db; email: string; origin: string }) => {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const token = await newEmailToken({ db, userId: user.id, purpose: 'password_reset' });
  const url = `${origin}${paths.auth.passwordResetConfirm.getHref(user.id, token.raw)}`;
  await db.batch([
    retireTokens({ db, userId: user.id, purposes: ['password_reset'] }),
    token.insert,
    queueEmail({ db, to: user.email, message: passwordResetEmail({ firstName: user.firstName, url }) }),
  ]);
};

/** Sets the new password, uses the token up, retires every other reset and sign-in link, signs out everywhere. */
export const confirmPasswordReset = async ({
  db,
  uid,
  token,
  newPassword,
}: {
  db: Db;
  uid: string;
  token: string;
  newPassword: string;
}) => {
  const row = await findLiveToken({ db, userId: uid, purpose: 'password_reset', raw: token });
  if (!row) throw new AppError('bad_token', BAD_LINK);
  const passwordHash = await hashPassword(newPassword);
  // The password changes only while the token is still unused, so two racing confirmations change it once.
  const tokenUnused = exists(
    db
      .select({ id: emailTokens.id })
      .from(emailTokens)
      .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt))),
  );
  const [changed] = await db.batch([
    db
      .update(users)
      .set({ passwordHash, emailVerified: true })
      .where(and(eq(users.id, uid), tokenUnused)),
    useToken({ db, tokenId: row.id }),
    retireTokens({ db, userId: uid, purposes: ['password_reset', 'sign_in_link'] }),
    revokeAllSessions({ db, userId: uid }),
  ]);
  if (changed.rowsAffected === 0) throw new AppError('bad_token', BAD_LINK);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, uid));
  // A new password proves the mailbox: the account's sign-in delays start over.
  if (user) await clearAttempts({ db, keys: [accountSignInKey(user.email)] });
};
