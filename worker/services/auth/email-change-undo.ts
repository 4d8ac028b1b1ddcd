import { and, eq, notExists } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { alias } from 'drizzle-orm/sqlite-core';
import { emailTokens, users } from '../../../db/schema';
import { sha256Hex } from '../../lib/auth/tokens';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { BAD_LINK } from './activate';
import { liveTokens, retireTokens, useToken } from './email-tokens';
import { resetLinkSteps } from './password-reset';
import { revokeAllSessions } from './sessions';

const ADDRESS_TAKEN = () =>
  new AppError('conflict', 'Another account uses that address now. Contact support to recover your account.');
const badLink = () => new AppError('bad_token', BAD_LINK);

/** Any account using the old address now (the undoing account itself included, as the restore has always checked). */
const accountUsing = () => alias(users, 'account_using');

/** The live undo link with this hash, its account's first name, and whether an account uses the old address now. */
const undoLink = (db: Db, uid: string, tokenHash: string) => {
  const other = accountUsing();
  return db
    .select({ id: emailTokens.id, previous: emailTokens.newEmail, firstName: users.firstName, takenBy: other.id })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .leftJoin(other, eq(other.email, emailTokens.newEmail))
    .where(and(liveTokens(uid, 'email_change_undo'), eq(emailTokens.tokenHash, tokenHash)))
    .limit(1);
};

/** Every outstanding link retired and every device signed out. */
const retireAndSignOut = (db: Db, uid: string) => [
  retireTokens({ db, userId: uid, purposes: ['password_reset', 'sign_in_link', 'email_change', 'email_change_undo'] }),
  revokeAllSessions({ db, userId: uid }),
];

/**
 * When the undo cannot restore because an account uses the old address, it still uses the link up and signs out
 * everywhere, then answers the 409 (with no reset link: it would reach the other account's owner). A link someone
 * used meanwhile writes nothing (the winner has signed out everywhere; retiring links now would retire its reset
 * link) and is `bad_token`, as a used link always is.
 */
const refuse = async (db: Db, uid: string, linkId: string) => {
  await runGuardedBatch(
    db,
    [useToken({ db, tokenId: linkId }), abortUnlessChanged(db), ...retireAndSignOut(db, uid)],
    badLink,
  );
  throw ADDRESS_TAKEN();
};

/**
 * The link sent to the old address after an e-mail change: puts the old address back, signs out every device,
 * retires outstanding links and sends a reset link to the old address, so whoever changed it loses the account.
 * Two round trips: the link with the account's first name and whether the old address is taken; then one batch that
 * uses the link up first (of two racing clicks one restores, the other gets `bad_token`), puts the address back
 * (guarded: no account uses it), retires the links, signs out everywhere, then writes the reset link and its e-mail
 * (after the retirement, so it is the one live link). A tripped guard costs one more batch: `refuse`.
 */
export const undoEmailChange = async ({
  db,
  uid,
  token,
  origin,
}: {
  db: Db;
  uid: string;
  token: string;
  origin: string;
}) => {
  const [link] = await undoLink(db, uid, await sha256Hex(token));
  if (!link?.previous) throw badLink();
  const previous = link.previous;
  if (link.takenBy !== null) return refuse(db, uid, link.id);
  const other = accountUsing();
  const restoreSteps: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] = [
    useToken({ db, tokenId: link.id }),
    abortUnlessChanged(db),
    db
      .update(users)
      .set({ email: previous, emailVerified: true })
      .where(
        and(eq(users.id, uid), notExists(db.select({ id: other.id }).from(other).where(eq(other.email, previous)))),
      ),
    abortUnlessChanged(db),
    ...retireAndSignOut(db, uid),
    ...(await resetLinkSteps({ db, user: { id: uid, email: previous, firstName: link.firstName }, origin })),
  ];
  const conflicted = new AppError('conflict', 'changed meanwhile');
  try {
    await runGuardedBatch(db, restoreSteps, () => conflicted);
  } catch (e) {
    if (e !== conflicted) throw e;
    await refuse(db, uid, link.id);
  }
  return previous;
};
