import { eq } from 'drizzle-orm';
import { userEmailPreferences, users } from '../../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/auth/password';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { EMAIL_KINDS_FOR, type TEmailKind } from '../../schemas/email-preferences';
import { revokeOtherSessions } from '../auth/sessions';
import { queueEmail } from '../email/outbox';
import { accountNoticeEmail } from '../email/templates';

/** New password with the current one confirmed: every other session ends and a notice is e-mailed. */
export const changePassword = async ({
  db,
  user,
  sessionId,
  currentPassword,
  newPassword,
}: {
  db: Db;
  user: UserRow;
  sessionId: string;
  currentPassword: string;
  newPassword: string;
}) => {
  if (!(await verifyPassword(currentPassword, user.passwordHash)).ok)
    throw new AppError('invalid_credentials', 'Your current password is not right.', {
      fields: { current_password: ['Your current password is not right.'] },
    });
  if (currentPassword === newPassword)
    throw new AppError('validation_error', 'Choose a password different from the current one.', {
      fields: { new_password: ['Choose a password different from the current one.'] },
    });
  await db.batch([
    db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword) })
      .where(eq(users.id, user.id)),
    revokeOtherSessions(db, user.id, sessionId),
    queueEmail(
      db,
      user.email,
      accountNoticeEmail({
        firstName: user.firstName,
        subject: 'Your Social Loop password was changed',
        lines: [
          'The password of your Social Loop account was just changed, and every other device was signed out.',
          'If this was not you, reset your password at once and write to our support.',
        ],
      }),
    ),
  ]);
  return { detail: 'Password changed. Other devices were signed out.' };
};

export const changeName = async ({
  db,
  user,
  firstName,
  lastName,
}: {
  db: Db;
  user: UserRow;
  firstName: string;
  lastName: string;
}) => {
  await db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  return { detail: 'Name saved.' };
};

/** The e-mail kinds the account type gets, each on unless muted. */
export const loadEmailPreferences = async (db: Db, user: UserRow) => {
  const [row] = await db.select().from(userEmailPreferences).where(eq(userEmailPreferences.userId, user.id));
  const muted = new Set(row?.mutedKinds ?? []);
  return {
    email: Object.fromEntries(EMAIL_KINDS_FOR[user.isStaff ? 'Staff' : user.profileOf].map((k) => [k, !muted.has(k)])),
  };
};

export const saveEmailPreferences = async ({
  db,
  user,
  email,
}: {
  db: Db;
  user: UserRow;
  email: Partial<Record<TEmailKind, boolean>>;
}) => {
  const [row] = await db.select().from(userEmailPreferences).where(eq(userEmailPreferences.userId, user.id));
  const muted = new Set(row?.mutedKinds ?? []);
  for (const [kind, on] of Object.entries(email)) {
    if (on) muted.delete(kind);
    else muted.add(kind);
  }
  const updatedAt = new Date().toISOString();
  await db
    .insert(userEmailPreferences)
    .values({ userId: user.id, mutedKinds: [...muted], updatedAt })
    .onConflictDoUpdate({ target: userEmailPreferences.userId, set: { mutedKinds: [...muted], updatedAt } });
  return loadEmailPreferences(db, user);
};
