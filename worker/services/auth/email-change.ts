import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { emailTokens, passwordVerifications, users } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import { verifyPassword, WRONG_PASSWORD } from '../../lib/auth/password';
import { randomDigits, sha256Hex } from '../../lib/auth/tokens';
import type { Db } from '../../lib/db';
import { AppError, fieldError } from '../../lib/errors';
import { queueEmail } from '../email/outbox';
import { emailChangedNoticeEmail } from '../email/account-security-templates';
import { emailChangeCodeEmail } from '../email/templates';
import { isUniqueViolation } from '../../lib/db-errors';
import { abortUnless, abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { sessionStillValid } from '../../lib/session-fold';
import { clearAttempts, countAttempts, verifyPasswordKeys } from './attempt-limits';
import { liveTokens, newEmailToken, retireTokens, useToken } from './email-tokens';
import { userPayloadFrom, userPayloadReads, type UserPayloadRows } from '../users/user-payload';
import { paths } from '../../schemas/app-paths';

/** How long a passed password check unlocks an e-mail change request. */
const PASSWORD_VERIFICATION_MS = 10 * 60_000;
const MAX_CODE_ATTEMPTS = 5;

/**
 * Counted like sign-in (before the check, growing delays), so a stolen session cannot brute-force the password. The
 * count rides in the request's first batch (with the folded session; it counts only for a valid session), the
 * password is checked in the Worker, then one batch clears the counter and records the check.
 */
export const verifyUserPassword = async ({
  db,
  user,
  sessionId,
  password,
}: {
  db: Db;
  user: UserRow;
  sessionId: string;
  password: string;
}) => {
  const keys = verifyPasswordKeys(user.id);
  const when = sessionStillValid({ userId: user.id, sessionId, now: new Date() });
  const attempts = countAttempts({ db, keys, what: 'password checks', when });
  attempts.settle(await db.batch(attempts.statements as [BatchItem<'sqlite'>]));
  // The session's check has filled in the user by now (the hash comes with it).
  const { ok } = await verifyPassword(password, user.passwordHash);
  if (!ok) throw fieldError('password', WRONG_PASSWORD);
  const verifiedAt = new Date().toISOString();
  await db.batch([
    clearAttempts({ db, keys: keys.map((k) => k.key) }),
    db
      .insert(passwordVerifications)
      .values({ userId: user.id, verifiedAt })
      .onConflictDoUpdate({ target: passwordVerifications.userId, set: { verifiedAt } }),
  ]);
};

const NOT_VERIFIED = () =>
  new AppError('password_verification_required', 'Confirm your password first.', { status: 403 });
const TAKEN = () => fieldError('new_email', 'Another account uses this e-mail address.');

/** A password check of this user recent enough to change the address (SQL, for a read or a guard). */
const recentlyVerified = (db: Db, userId: string) =>
  db
    .select({ userId: passwordVerifications.userId })
    .from(passwordVerifications)
    .where(
      and(
        eq(passwordVerifications.userId, userId),
        gt(passwordVerifications.verifiedAt, new Date(Date.now() - PASSWORD_VERIFICATION_MS).toISOString()),
      ),
    );
const accountWith = (db: Db, email: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);

/**
 * Step 2: needs a recent password check; sends a 6-digit code to the new address (earlier codes stop working). One batch reads the check and
 * whether the address is taken (with the folded session); the second stores the code and its e-mail, guarded on
 * both still holding. A lost race reads them again to answer as a request after it would (an error's round trip).
 */
export const requestEmailChange = async ({ db, user, newEmail }: { db: Db; user: UserRow; newEmail: string }) => {
  const decide = async () => {
    const [verified, taken] = await db.batch([recentlyVerified(db, user.id), accountWith(db, newEmail)]);
    if (verified.length === 0) throw NOT_VERIFIED();
    if (newEmail === user.email) throw fieldError('new_email', 'That is already your e-mail address.');
    if (taken.length > 0) throw TAKEN();
  };
  await decide();
  const code = randomDigits(6);
  const token = await newEmailToken({ db, userId: user.id, purpose: 'email_change', raw: code, newEmail });
  const changed = new AppError('conflict', 'changed meanwhile');
  try {
    await runGuardedBatch(
      db,
      [
        abortUnless(db, sql`EXISTS ${recentlyVerified(db, user.id)} AND NOT EXISTS ${accountWith(db, newEmail)}`),
        // A code sent earlier (to this or another address) stops working: only the newest request can finish.
        retireTokens({ db, userId: user.id, purposes: ['email_change'] }),
        token.insert,
        queueEmail({ db, to: newEmail, message: emailChangeCodeEmail({ firstName: user.firstName, code }) }),
      ],
      () => changed,
    );
  } catch (e) {
    if (e !== changed) throw e;
    await decide();
    throw NOT_VERIFIED();
  }
};

const EXPIRED = () => fieldError('verification_code', 'This code has expired. Request a new one.');

/** The newest live code of this user, with the account that has its new address now (if any). */
const latestCode = (db: Db, userId: string) =>
  db
    .select({ token: emailTokens, takenBy: users.id })
    .from(emailTokens)
    .leftJoin(users, eq(users.email, emailTokens.newEmail))
    .where(liveTokens(userId, 'email_change'))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);

/**
 * Step 3: the code from the new mailbox changes the address (5 attempts per code). One batch reads the newest code,
 * whether its address is taken and what the answer shows of the user (with the folded session); the second uses the
 * code up first (a racing confirmation's batch then aborts: the code has expired for it, as after the first), changes
 * the address (taken meanwhile: the unique address refuses it, 409), tells the old one, and answers from the read.
 */
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
  const [[latest], ...payloadRows] = await db.batch([
    latestCode(db, user.id),
    ...userPayloadReads({ db, userId: user.id }),
  ]);
  const token = latest?.token;
  if (!token || token.attempts >= MAX_CODE_ATTEMPTS) throw EXPIRED();
  if (token.tokenHash !== (await sha256Hex(code))) {
    await db
      .update(emailTokens)
      .set({ attempts: sql`${emailTokens.attempts} + 1` })
      .where(eq(emailTokens.id, token.id));
    throw fieldError('verification_code', 'That code is not correct.');
  }
  const newEmail = token.newEmail!;
  const takenMeanwhile = () => new AppError('conflict', 'Another account took this e-mail address in the meantime.');
  if (latest.takenBy) throw takenMeanwhile();
  // The old address is told, with a link that puts it back (someone who took over a session cannot hide it).
  const undo = await newEmailToken({ db, userId: user.id, purpose: 'email_change_undo', newEmail: user.email });
  const undoUrl = `${origin}${paths.auth.emailChangeUndo.getHref(user.id, undo.raw)}`;
  try {
    await runGuardedBatch(
      db,
      [
        useToken({ db, tokenId: token.id }),
        abortUnlessChanged(db),
        db.update(users).set({ email: newEmail, emailVerified: true }).where(eq(users.id, user.id)),
        db.delete(passwordVerifications).where(eq(passwordVerifications.userId, user.id)),
        undo.insert,
        queueEmail({
          db,
          to: user.email,
          message: emailChangedNoticeEmail({ firstName: user.firstName, newEmail, undoUrl }),
        }),
      ],
      EXPIRED,
    );
  } catch (e) {
    throw isUniqueViolation(e) ? takenMeanwhile() : e;
  }
  return userPayloadFrom({ ...user, email: newEmail, emailVerified: true }, payloadRows as unknown as UserPayloadRows);
};
