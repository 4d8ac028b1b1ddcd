import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { emailTokens } from '../../../db/schema';
import { randomToken, sha256Hex } from '../../lib/auth/tokens';
import type { Db } from '../../lib/db';

type Purpose = (typeof emailTokens.$inferInsert)['purpose'];

const TOKEN_LIFETIME_MS: Record<Purpose, number> = {
  activate: 7 * 24 * 3600_000,
  password_reset: 3600_000,
  email_change: 30 * 60_000,
  sign_in_link: 15 * 60_000,
  email_change_undo: 7 * 24 * 3600_000,
};

/** A new single-use token: the raw value goes in the e-mail, only its hash is stored (`row`, or `insert` it). */
export const newEmailToken = async ({
  db,
  userId,
  purpose,
  raw = randomToken(),
  newEmail,
}: {
  db: Db;
  userId: string;
  purpose: Purpose;
  raw?: string;
  newEmail?: string;
}) => {
  const row = {
    userId,
    purpose,
    tokenHash: await sha256Hex(raw),
    newEmail,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
  };
  return { raw, row, insert: db.insert(emailTokens).values(row) };
};

/** This user's tokens of this purpose that are neither used nor expired (SQL, for a query's WHERE). */
export const liveTokens = (userId: string, purpose: Purpose) =>
  and(
    eq(emailTokens.userId, userId),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, new Date().toISOString()),
  );

/** A live token of this user and purpose with this hash (no row when used, expired or wrong), for a batch. */
export const liveToken = ({
  db,
  userId,
  purpose,
  tokenHash,
}: {
  db: Db;
  userId: string;
  purpose: Purpose;
  tokenHash: string;
}) =>
  db
    .select()
    .from(emailTokens)
    .where(and(liveTokens(userId, purpose), eq(emailTokens.tokenHash, tokenHash)))
    .limit(1);

/** Finds a live token of this user and purpose matching the raw value; null when used, expired or wrong. */
export const findLiveToken = async ({
  db,
  userId,
  purpose,
  raw,
}: {
  db: Db;
  userId: string;
  purpose: Purpose;
  raw: string;
}) => {
  const [row] = await liveToken({ db, userId, purpose, tokenHash: await sha256Hex(raw) });
  return row ?? null;
};

/** Marks a token used only if it still is unused: `rowsAffected` 0 means someone else used it first. */
export const useToken = ({ db, tokenId }: { db: Db; tokenId: string }) =>
  db
    .update(emailTokens)
    .set({ usedAt: new Date().toISOString() })
    .where(and(eq(emailTokens.id, tokenId), isNull(emailTokens.usedAt)));

/** Marks every unused token of these purposes used (a newer link or a finished reset retires the others). */
export const retireTokens = ({ db, userId, purposes }: { db: Db; userId: string; purposes: Purpose[] }) =>
  db
    .update(emailTokens)
    .set({ usedAt: new Date().toISOString() })
    .where(and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, purposes), isNull(emailTokens.usedAt)));
