import { and, eq } from 'drizzle-orm';
import { brandMembers, campaignMatches, creatorProfiles, strategistBrands } from '../../../db/schema';
import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';

export type MatchParty = { match: typeof campaignMatches.$inferSelect; side: 'brand' | 'creator' };

/**
 * Which side of a match the user is on: the creator, or the brand side (its members and the strategists who
 * manage it). Anyone else gets 404, as if the match did not exist.
 */
export const resolveMatchParty = async ({
  db,
  auth,
  matchId,
}: {
  db: Db;
  auth: Auth;
  matchId: string;
}): Promise<MatchParty> => {
  const { user } = auth;
  const [match] = await db.select().from(campaignMatches).where(eq(campaignMatches.id, matchId)).limit(1);
  if (!match) throw notFound('conversation');
  if (user.profileOf === 'Influencer') {
    const [own] = await db
      .select({ id: creatorProfiles.id })
      .from(creatorProfiles)
      .where(and(eq(creatorProfiles.id, match.creatorId), eq(creatorProfiles.userId, user.id)));
    if (own) return { match, side: 'creator' };
  } else if (user.profileOf === 'Brand') {
    const [member] = await db
      .select({ id: brandMembers.id })
      .from(brandMembers)
      .where(and(eq(brandMembers.brandId, match.brandId), eq(brandMembers.userId, user.id)));
    if (member) return { match, side: 'brand' };
  } else if (user.profileOf === 'Strategist') {
    const [managed] = await db
      .select({ id: strategistBrands.brandId })
      .from(strategistBrands)
      .where(and(eq(strategistBrands.brandId, match.brandId), eq(strategistBrands.strategistId, user.id)));
    if (managed) return { match, side: 'brand' };
  }
  throw notFound('conversation');
};
