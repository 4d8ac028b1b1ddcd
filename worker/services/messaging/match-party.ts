import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import { brandMembers, campaignMatches, creatorProfiles, strategistBrands } from '../../../db/schema';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { abortUnless } from '../../lib/guarded-batch';

export type Side = 'brand' | 'creator';
export type MatchParty = { match: typeof campaignMatches.$inferSelect; side: Side };

/**
 * Which side of a match the user is on, as an SQL condition on `campaign_matches`: the creator, or the brand side
 * (its members and the strategists who manage it). Anyone else is on no side (the match does not exist for them).
 */
const partyOf = (db: Db, auth: Auth): { side: Side; on: SQL } | null => {
  const userId = auth.user.id;
  /** On `side` when a row of `table` ties the user to the match. */
  const tiedBy = (side: Side, table: SQLiteTable, tie: SQL | undefined) => ({
    side,
    on: exists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(tie),
    ),
  });
  switch (auth.user.profileOf) {
    case 'Influencer':
      return tiedBy(
        'creator',
        creatorProfiles,
        and(eq(creatorProfiles.id, campaignMatches.creatorId), eq(creatorProfiles.userId, userId)),
      );
    case 'Brand':
      return tiedBy(
        'brand',
        brandMembers,
        and(eq(brandMembers.brandId, campaignMatches.brandId), eq(brandMembers.userId, userId)),
      );
    case 'Strategist':
      return tiedBy(
        'brand',
        strategistBrands,
        and(eq(strategistBrands.brandId, campaignMatches.brandId), eq(strategistBrands.strategistId, userId)),
      );
    default:
      return null;
  }
};

/**
 * The match when the user is on one of its sides, as one statement (to ride in a read's own batch): no row means
 * 404 (`partyOr404`), as if the match did not exist.
 */
export const matchPartyQuery = ({ db, auth, matchId }: { db: Db; auth: Auth; matchId: string }) => {
  const party = partyOf(db, auth);
  return {
    side: party?.side ?? 'brand',
    query: db
      .select()
      .from(campaignMatches)
      .where(and(eq(campaignMatches.id, matchId), party?.on ?? sql`0`))
      .limit(1),
  };
};

export const partyOr404 = (side: Side, rows: (typeof campaignMatches.$inferSelect)[]): MatchParty => {
  const [match] = rows;
  if (!match) throw notFound('conversation');
  return { match, side };
};

/**
 * A write batch's guard: it rolls the batch back unless the user is still on a side of the match (a member removed
 * from the brand, or a strategist unassigned, since the read writes nothing to the conversation).
 */
export const stillParty = ({ db, auth, matchId }: { db: Db; auth: Auth; matchId: string }) =>
  abortUnless(db, exists(matchPartyQuery({ db, auth, matchId }).query));
