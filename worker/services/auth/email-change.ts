import { and, eq, gt } from 'drizzle-orm';
import { emailTokens, passwordVerifications, users } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import { verifyPassword } from '../../lib/auth/password';
import { randomDigits, sha256Hex } from '../../lib/auth/tokens';
import type { Db } from '../../lib/db';
import { AppError, fieldError } from '../../lib/errors';
import { queueEmail } from '../email/outbox';
import { emailChangedNoticeEmail } from '../email/account-security-templates';
import { emailChangeCodeEmail } from '../email/templates';
import { clearAttempts, takeAttempt, verifyPasswordKeys } from './attempt-limits';
import { latestLiveToken, newEmailToken, useToken } from './email-tokens';
import { paths } from '../../schemas/app-paths';

/** How long a passed password check unlocks an e-mail change request. */
const PASSWORD_VERIFICATION_MS = 10 * 60_000;
const MAX_CODE_ATTEMPTS = 5;

/** Counted like sign-in (before the check, growing delays), so a stolen session cannot brute-force the password. */
export const verifyUserPassword = async ({ db, user, password }: { db: Db; user: UserRow; password: string }) => {
  await takeAttempt({ db, keys: verifyPasswordKeys(user.id), what: 'password checks' });
  const { ok } = await verifyPassword(password, user.passwordHash);
  if (!ok) throw fieldError('password', 'That password is not correct.');
  await clearAttempts({ db, keys: verifyPasswordKeys(user.id).map((k) => k.key) });
  const verifiedAt = new Date().toISOString();
  await db
    .insert(passwordVerifications)
    .values({ userId: user.id, verifiedAt })
    .onConflictDoUpdate({ target: passwordVerifications.userId, set: { verifiedAt } });
};

/** Step 2: needs a recent password check; sends a 6-digit code to the new address. */
export const requestEmailChange = async ({ db, user, newEmail }: { db: Db; user: UserRow; newEmail: string }) => {
  const since = new Date(Date.now() - PASSWORD_VERIFICATION_MS).toISOString();
  const [verified] = await db
    .select()
    .from(passwordVerifications)
    .where(and(eq(passwordVerifications.userId, user.id), gt(passwordVerifications.verifiedAt, since)));
  if (!verified) throw new AppError('password_verification_required', 'Confirm your password first.', { status: 403 });
  if (newEmail === user.email) throw fieldError('new_email', 'That is already your e-mail address.');
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1);
  if (taken) throw fieldError('new_email', 'Another account uses this e-mail address.');
  const code = randomDigits(6);
  const token = await newEmailToken({ db, userId: user.id, purpose: 'email_change', raw: code, newEmail });
  await db.batch([
    token.insert,
    queueEmail({ db, to: newEmail, message: emailChangeCodeEmail({ firstName: user.firstName, code }) }),
  ]);
};

/** Step 3: the code from the new mailbox changes the address (5 attempts per code). */
export const confirmEmailChange = async ({
  db,
  user,
  code,
  origin,
}: {
  db: Db;
  user: UserRow;
  code: string;
  origin: string;
}) => {
  const token = await latestLiveToken({ db, userId: user.id, purpose: 'email_change' });
  if (!token || token.attempts >= MAX_CODE_ATTEMPTS)
    throw fieldError('verification_code', 'This code has expired. Request a new one.');
  if (token.tokenHash !== (await sha256Hex(code))) {
    await db
      .update(emailTokens)
      .set({ attempts: token.attempts + 1 })
      .where(eq(emailTokens.id, token.id));
    throw fieldError('verification_code', 'That code is not correct.');
  }
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, token.newEmail!)).limit(1);
  if (taken) throw new AppError('conflict', 'Another account took this e-mail address in the meantime.');
  // The old address is told, with a link that puts it back (someone who took over a session cannot hide it).
  const undo = await newEmailToken({ db, userId: user.id, purpose: 'email_change_undo', newEmail: user.email });
  const undoUrl = `${origin}${paths.auth.emailChangeUndo.getHref(user.id, undo.raw)}`;
  await db.batch([
    useToken({ db, tokenId: token.id }),
    db.update(users).set({ email: token.newEmail!, emailVerified: true }).where(eq(users.id, user.id)),
    db.delete(passwordVerifications).where(eq(passwordVerifications.userId, user.id)),
    undo.insert,
    queueEmail({
      db,
      to: user.email,
      message: emailChangedNoticeEmail({ firstName: user.firstName, newEmail: token.newEmail!, undoUrl }),
    }),
  ]);
  return { ...user, email: token.newEmail!, emailVerified: true };
};
