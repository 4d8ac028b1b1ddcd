import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { findLiveToken, useToken } from './email-tokens';

export const BAD_LINK = 'This link is invalid, expired or already used.';

export const activateAccount = async ({ db, uid, token }: { db: Db; uid: string; token: string }) => {
  const row = await findLiveToken({ db, userId: uid, purpose: 'activate', raw: token });
  if (!row) throw new AppError('bad_token', BAD_LINK);
  const [used] = await db.batch([
    useToken({ db, tokenId: row.id }),
    db.update(users).set({ emailVerified: true }).where(eq(users.id, uid)),
  ]);
  if (used.rowsAffected === 0) throw new AppError('bad_token', BAD_LINK);
};
