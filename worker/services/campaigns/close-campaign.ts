import { and, eq, inArray } from 'drizzle-orm';
import { campaignMatches } from '../../../db/schema';
import type { BatchResults, Db } from '../../lib/db';
import type { TCampaignStatus } from '../../schemas/campaign';
import { campaignMatchMoney, campaignMoneyReads } from '../creator-spend/match-money-context';
import { MATCH_ACTIONS } from '../matches/lifecycle';
import { planExpiry } from '../proposals/match-actions';

export type ClosingStatus = Extract<TCampaignStatus, 'completed' | 'archived'>;

export const isClosing = (status: TCampaignStatus | undefined): status is ClosingStatus =>
  status === 'completed' || status === 'archived';

/** What is still open on a campaign: invitations, applications, offers and counter-offers (what a brand may expire). */
export const OPEN_STATUSES = MATCH_ACTIONS.expire.from;

/** The expiry's note and the event's reason when a match closes with its campaign (the creator's notice says why). */
export const closedNote = (closing: ClosingStatus) => ({
  note: `The campaign was ${closing}`,
  payload: { campaign_closed: closing },
});

/**
 * What closing a campaign settles, to ride in the campaign's own read: its open matches and the money facts of its
 * matches (a fixed number of statements however many creators it has).
 */
export const closingReads = ({ db, brandId, campaignId }: { db: Db; brandId: string; campaignId: string }) =>
  [
    db
      .select()
      .from(campaignMatches)
      .where(
        and(
          eq(campaignMatches.campaignId, campaignId),
          eq(campaignMatches.brandId, brandId),
          inArray(campaignMatches.status, [...OPEN_STATUSES]),
        ),
      ),
    ...campaignMoneyReads({ db, brandId, campaignId }),
  ] as const;

export type ClosingRows = BatchResults<ReturnType<typeof closingReads>>;

/**
 * Closing a campaign (completed or archived) closes what is still open on it, in the campaign's own guarded batch:
 * each open invitation, application, offer and counter-offer expires through the brand's one expiry (`planExpiry`:
 * an offer's hold returns to the wallet in a balanced ledger transaction keyed by the match's next version, a pending
 * pitch is declined, the creator is told why). Creators who agreed terms or signed keep their contract: their work
 * goes on and is paid from escrow as before. Every expiry is compare-and-set on the match as read, so a creator who
 * answered meanwhile turns the whole close into a 409 that changes nothing.
 */
export const settleOpenMatches = ({
  db,
  actorId,
  closing,
  rows: [open, ...money],
}: {
  db: Db;
  actorId: string;
  closing: ClosingStatus;
  rows: ClosingRows;
}) => {
  const moneyOf = campaignMatchMoney(money);
  const plans = open.map((match) =>
    planExpiry({
      db,
      actorId,
      match,
      money: moneyOf(match),
      ...closedNote(closing),
    }),
  );
  return { steps: plans.flatMap((p) => p.steps), events: plans.map((p) => p.event) };
};
