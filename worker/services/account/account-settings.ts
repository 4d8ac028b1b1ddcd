import { eq, sql } from 'drizzle-orm';
import { userEmailPreferences, users } from '../../../db/schema';
import { hashPassword, verifyPassword, WRONG_PASSWORD } from '../../lib/auth/password';
import type { UserRow } from '../../lib/context';
import { inBatch, type Db } from '../../lib/db';
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
    throw new AppError('invalid_credentials', WRONG_PASSWORD, { fields: { current_password: [WRONG_PASSWORD] } });
  if (currentPassword === newPassword)
    throw new AppError('validation_error', 'Choose a password different from the current one.', {
      fields: { new_password: ['Choose a password different from the current one.'] },
    });
  await db.batch([
    db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword) })
      .where(eq(users.id, user.id)),
    revokeOtherSessions({ db, userId: user.id, keepId: sessionId }),
    queueEmail({
      db,
      to: user.email,
      message: accountNoticeEmail({
        firstName: user.firstName,
        subject: 'Your Social Loop password was changed',
        lines: [
          'The password of your Social Loop account was just changed, and every other device was signed out.',
          'If this was not you, reset your password at once and write to our support.',
        ],
      }),
    }),
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
const preferencesOf = (user: UserRow, mutedKinds: string[]) => {
  const muted = new Set(mutedKinds);
  return {
    email: Object.fromEntries(EMAIL_KINDS_FOR[user.isStaff ? 'Staff' : user.profileOf].map((k) => [k, !muted.has(k)])),
  };
};

export const loadEmailPreferences = async ({ db, user }: { db: Db; user: UserRow }) => {
  const [row] = await inBatch(
    db,
    db.select().from(userEmailPreferences).where(eq(userEmailPreferences.userId, user.id)),
  );
  return preferencesOf(user, row?.mutedKinds ?? []);
};

/** A JSON array of strings as a SQL parameter, for `json_each`. */
const jsonList = (values: string[]) => JSON.stringify(values);

export const saveEmailPreferences = async ({
  db,
  user,
  email,
}: {
  db: Db;
  user: UserRow;
  email: Partial<Record<TEmailKind, boolean>>;
}) => {
  const kinds = Object.entries(email);
  const turnedOn = kinds.filter(([, on]) => on).map(([kind]) => kind);
  const turnedOff = kinds.filter(([, on]) => !on).map(([kind]) => kind);
  const updatedAt = new Date().toISOString();
  // One statement: the stored mutes, less those turned on, plus those turned off; it returns what the answer shows.
  const [row] = await db
    .insert(userEmailPreferences)
    .values({ userId: user.id, mutedKinds: turnedOff, updatedAt })
    .onConflictDoUpdate({
      target: userEmailPreferences.userId,
      set: {
        mutedKinds: sql`(SELECT json_group_array(value) FROM (
          SELECT value FROM json_each(${userEmailPreferences.mutedKinds})
            WHERE value NOT IN (SELECT value FROM json_each(${jsonList(turnedOn)}))
          UNION SELECT value FROM json_each(${jsonList(turnedOff)})))`,
        updatedAt,
      },
    })
    .returning({ mutedKinds: userEmailPreferences.mutedKinds });
  return preferencesOf(user, row?.mutedKinds ?? turnedOff);
};
