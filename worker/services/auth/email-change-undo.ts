import { and, eq, isNull, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { emailTokens, users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { BAD_LINK } from './activate';
import { findLiveToken, retireTokens } from './email-tokens';
import { requestPasswordReset } from './password-reset';
import { revokeAllSessions } from './sessions';

/**
 * The link sent to the old address after an e-mail change: puts the old address back, signs out every device,
 * retires outstanding links and sends a reset link to the old address, so whoever changed it loses the account.
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
  const row = await findLiveToken({ db, userId: uid, purpose: 'email_change_undo', raw: token });
  if (!row?.newEmail) throw new AppError('bad_token', BAD_LINK);
  const previous = row.newEmail;
  const other = alias(users, 'other_user');
  const [restored] = await db.batch([
    db
      .update(users)
      .set({ email: previous, emailVerified: true })
      .where(
        and(eq(users.id, uid), notExists(db.select({ id: other.id }).from(other).where(eq(other.email, previous)))),
      ),
    db
      .update(emailTokens)
      .set({ usedAt: new Date().toISOString() })
      .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt))),
    retireTokens({
      db,
      userId: uid,
      purposes: ['password_reset', 'sign_in_link', 'email_change', 'email_change_undo'],
    }),
    revokeAllSessions({ db, userId: uid }),
  ]);
  if (restored.rowsAffected === 0)
    throw new AppError('conflict', 'Another account uses that address now. Contact support to recover your account.');
  await requestPasswordReset({ db, email: previous, origin });
  return previous;
};
