import { eq } from 'drizzle-orm';
import { creatorProfiles } from '../../../db/schema';
import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError, forbidden } from '../../lib/errors';

export type CreatorRow = typeof creatorProfiles.$inferSelect;

/** The signed-in creator's profile row. Other account types get 403; a creator without a profile 404. */
export const loadOwnCreator = async ({ db, auth }: { db: Db; auth: Auth }): Promise<CreatorRow> => {
  if (auth.user.profileOf !== 'Influencer') throw forbidden('Only creator accounts can do that.');
  const [row] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, auth.user.id)).limit(1);
  if (!row) throw new AppError('not_found', 'Your creator profile is missing. Contact support.');
  return row;
};

/** The signed-in creator's profile id, read with the session (no query of its own). */
export const ownCreatorId = (auth: Auth): string => {
  if (auth.user.profileOf !== 'Influencer') throw forbidden('Only creator accounts can do that.');
  if (!auth.creatorId) throw new AppError('not_found', 'Your creator profile is missing. Contact support.');
  return auth.creatorId;
};
