import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { sha256Hex } from '../../lib/auth/tokens';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { hashPassword } from '../../lib/auth/password';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { queueEmail } from '../email/outbox';
import { passwordResetEmail } from '../email/templates';
import { BAD_LINK } from './activate';
import { accountSignInKey, clearAttempts } from './attempt-limits';
import { liveToken, newEmailToken, retireTokens, useToken } from './email-tokens';
import { revokeAllSessions } from './sessions';
import { paths } from '../../schemas/app-paths';

type ResetRecipient = { id: string; email: string; firstName: string };

/**
 * The statements that send `user` a new reset link, for a batch: the older links retired first, so the new one is
 * the account's one live reset link.
 */
export const resetLinkSteps = async ({ db, user, origin }: { db: Db; user: ResetRecipient; origin: string }) => {
  const token = await newEmailToken({ db, userId: user.id, purpose: 'password_reset' });
  const url = `${origin}${paths.auth.passwordResetConfirm.getHref(user.id, token.raw)}`;
  return [
    retireTokens({ db, userId: user.id, purposes: ['password_reset'] }),
    token.insert,
    queueEmail({ db, to: user.email, message: passwordResetEmail({ firstName: user.firstName, url }) }),
  ] as const;
};

/**
 * Sends a reset link when the address has an account; says nothing either way. The route runs it after the
 * response (so its timing says nothing either) once the per-address and per-client mail limits allowed it.
 */
export const requestPasswordReset = async ({ db, email, origin }: { db: Db; email: string; origin: string }) => {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  await db.batch(await resetLinkSteps({ db, user, origin }));
};

/**
 * Sets the new password, uses the token up, retires every other reset and sign-in link, signs out everywhere and
 * starts the account's sign-in delays over (a new password proves the mailbox). One batch reads the link and the
 * address; the second writes, guarded by the link being unused, so of two racing confirmations one changes it.
 */
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
  const [[row], [user]] = await db.batch([
    liveToken({ db, userId: uid, purpose: 'password_reset', tokenHash: await sha256Hex(token) }),
    db.select({ email: users.email }).from(users).where(eq(users.id, uid)),
  ]);
  if (!row || !user) throw new AppError('bad_token', BAD_LINK);
  const passwordHash = await hashPassword(newPassword);
  await runGuardedBatch(
    db,
    [
      useToken({ db, tokenId: row.id }),
      abortUnlessChanged(db),
      db.update(users).set({ passwordHash, emailVerified: true }).where(eq(users.id, uid)),
      retireTokens({ db, userId: uid, purposes: ['password_reset', 'sign_in_link'] }),
      revokeAllSessions({ db, userId: uid }),
      clearAttempts({ db, keys: [accountSignInKey(user.email)] }),
    ],
    () => new AppError('bad_token', BAD_LINK),
  );
};
