import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { campaignMatches, matchPayments } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TCampaignStatus } from '../../schemas/campaign';

/**
 * Why a campaign can no longer be edited or deleted. The detail answers with these reasons so the web app shows
 * read-only forms instead of forms bound to fail, and the writes refuse with the same words (409).
 */
export const editBlockedReason = (status: TCampaignStatus) =>
  status === 'completed' || status === 'archived' ? `A ${status} campaign can no longer be edited.` : null;

export const DELETE_BLOCKED_REASON =
  'Creators are under contract for this campaign or offers hold its funds; withdraw open offers or archive it instead of deleting it.';

/** Matches with agreed terms or a contract: while any exists, the campaign cannot be deleted. */
export const engagedMatches = ({ db, campaignId }: { db: Db; campaignId: string }) =>
  db
    .select({ id: campaignMatches.id })
    .from(campaignMatches)
    .where(
      and(
        eq(campaignMatches.campaignId, campaignId),
        inArray(campaignMatches.status, ['accepted', 'contracted', 'completed']),
      ),
    );

/** Money held for open offers must go back to the wallet first (withdraw the offers), or it would be stranded. */
export const holdingPayments = ({ db, campaignId }: { db: Db; campaignId: string }) =>
  db
    .select({ id: matchPayments.matchId })
    .from(matchPayments)
    .where(and(eq(matchPayments.campaignId, campaignId), gt(matchPayments.committedCents, 0)));

/** Whether the campaign cannot be deleted now, as a statement to ride in a read's batch (`deleteBlockedOf`). */
export const deleteBlockedQuery = ({ db, campaignId }: { db: Db; campaignId: string }) =>
  db.get<{ blocked: number }>(
    sql`SELECT (EXISTS ${engagedMatches({ db, campaignId })} OR EXISTS ${holdingPayments({ db, campaignId })}) AS blocked`,
  );

export const deleteBlockedOf = (row: { blocked: number } | undefined) => (row?.blocked ? DELETE_BLOCKED_REASON : null);
