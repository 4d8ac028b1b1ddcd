import { eq } from 'drizzle-orm';
import {
  brandMembers,
  brands,
  campaignMatches,
  campaigns,
  creatorProfiles,
  strategistBrands,
  users,
} from '../../../db/schema';
import type { Db } from '../../lib/db';

export type Party = { userId: string; email: string; firstName: string };

export type MatchContext = {
  matchId: string;
  campaignId: string;
  campaignTitle: string;
  brandId: string;
  brandName: string;
  creatorName: string;
  creator: Party;
  /** Brand members and the strategists who manage the brand. */
  brandSide: Party[];
};

const party = (u: { id: string; email: string; firstName: string }): Party => ({
  userId: u.id,
  email: u.email,
  firstName: u.firstName,
});

/** Everything a match event's notifications need, in one round trip; null when the match is gone. */
export const loadMatchContext = async ({ db, matchId }: { db: Db; matchId: string }): Promise<MatchContext | null> => {
  const [matchRows, memberRows, strategistRows] = await db.batch([
    db
      .select({ match: campaignMatches, campaignTitle: campaigns.title, brandName: brands.name, creatorUser: users })
      .from(campaignMatches)
      .innerJoin(campaigns, eq(campaigns.id, campaignMatches.campaignId))
      .innerJoin(brands, eq(brands.id, campaignMatches.brandId))
      .innerJoin(creatorProfiles, eq(creatorProfiles.id, campaignMatches.creatorId))
      .innerJoin(users, eq(users.id, creatorProfiles.userId))
      .where(eq(campaignMatches.id, matchId)),
    db
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(campaignMatches)
      .innerJoin(brandMembers, eq(brandMembers.brandId, campaignMatches.brandId))
      .innerJoin(users, eq(users.id, brandMembers.userId))
      .where(eq(campaignMatches.id, matchId)),
    db
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(campaignMatches)
      .innerJoin(strategistBrands, eq(strategistBrands.brandId, campaignMatches.brandId))
      .innerJoin(users, eq(users.id, strategistBrands.strategistId))
      .where(eq(campaignMatches.id, matchId)),
  ]);
  const row = matchRows[0];
  if (!row) return null;
  return {
    matchId,
    campaignId: row.match.campaignId,
    campaignTitle: row.campaignTitle,
    brandId: row.match.brandId,
    brandName: row.brandName,
    creatorName: `${row.creatorUser.firstName} ${row.creatorUser.lastName}`.trim(),
    creator: party(row.creatorUser),
    brandSide: [...memberRows, ...strategistRows].map(party),
  };
};
