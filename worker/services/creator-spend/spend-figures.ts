import { and, count, desc, eq, sql } from 'drizzle-orm';
import { campaignMatches, campaigns, creatorProfiles, matchPayments, users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { TCampaignSpend, TCreatorSpendOverview, TMatchSpend } from '../../schemas/creator-spend';
import { walletBalancesStatement, toWallet } from '../wallet/wallet-balances';

const accountSum = (kind: string, column: 'campaign_id' | 'match_id', id: unknown) =>
  sql<number>`coalesce((SELECT sum(balance_cents) FROM ledger_accounts WHERE kind = ${kind} AND ${sql.raw(column)} = ${id}), 0)`;
const txSum = (kind: string, column: 'campaign_id' | 'match_id', id: unknown) =>
  sql<number>`coalesce((SELECT sum(amount_cents) FROM ledger_transactions WHERE kind = ${kind} AND ${sql.raw(column)} = ${id}), 0)`;
const feeSum = (column: 'campaign_id' | 'match_id', id: unknown) =>
  sql<number>`coalesce((SELECT sum(e.amount_cents) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE t.kind = 'release' AND t.${sql.raw(column)} = ${id} AND e.account_id LIKE 'platform_fees:%'), 0)`;

/** `GET brand/campaigns/spent/`: every campaign of the brand with its money (one statement). */
export const campaignsSpent = async ({ db, brandId }: { db: Db; brandId: string }): Promise<TCampaignSpend[]> => {
  // Qualified on purpose: inside a subquery a bare "id" would be the subquery's own table's id.
  const campaignId = sql.raw('"campaigns"."id"');
  const [rows] = await db.batch([
    db
      .select({
        id: campaigns.id,
        title: campaigns.title,
        status: campaigns.status,
        currency: campaigns.currency,
        budget: campaigns.budgetCents,
        committed: sql<number>`coalesce((SELECT sum(committed_cents) FROM match_payments WHERE campaign_id = ${campaignId}), 0)`,
        held: accountSum('brand_held', 'campaign_id', campaignId),
        escrow: accountSum('brand_escrow', 'campaign_id', campaignId),
        released: txSum('release', 'campaign_id', campaignId),
        fees: feeSum('campaign_id', campaignId),
        paidOut: txSum('payout_paid', 'campaign_id', campaignId),
      })
      .from(campaigns)
      .where(eq(campaigns.brandId, brandId))
      .orderBy(desc(campaigns.createdAt)),
  ]);
  return rows.map((r) => ({
    campaign_id: r.id,
    title: r.title,
    status: r.status,
    currency: r.currency,
    budget_cents: r.budget,
    committed_cents: r.committed,
    held_cents: r.held,
    in_escrow_cents: r.escrow,
    released_cents: r.released,
    fees_cents: r.fees,
    paid_out_cents: r.paidOut,
    remaining_cents: r.budget - r.committed,
  }));
};

/** `GET brand/campaigns/matches/spent/`: the money of each match that has an offer, optionally for one campaign. */
export const matchesSpent = async ({
  db,
  brandId,
  campaignId,
  matchId,
  page,
  pageSize,
}: {
  db: Db;
  brandId: string;
  campaignId?: string;
  matchId?: string;
  page: number;
  pageSize: number;
}) => {
  const paymentMatchId = sql.raw('"match_payments"."match_id"');
  const where = and(
    eq(matchPayments.brandId, brandId),
    campaignId ? eq(matchPayments.campaignId, campaignId) : undefined,
    matchId ? eq(matchPayments.matchId, matchId) : undefined,
  );
  // The campaign's ownership is a statement of the same batch (a campaign of another brand is a 404).
  const [own, rows, [total]] = await db.batch([
    db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId ?? ''), eq(campaigns.brandId, brandId)))
      .limit(1),
    db
      .select({
        p: matchPayments,
        status: campaignMatches.status,
        title: campaigns.title,
        first: users.firstName,
        last: users.lastName,
        held: accountSum('brand_held', 'match_id', paymentMatchId),
        escrow: accountSum('brand_escrow', 'match_id', paymentMatchId),
        released: txSum('release', 'match_id', paymentMatchId),
        paidOut: txSum('payout_paid', 'match_id', paymentMatchId),
      })
      .from(matchPayments)
      .innerJoin(campaignMatches, eq(campaignMatches.id, matchPayments.matchId))
      .innerJoin(campaigns, eq(campaigns.id, matchPayments.campaignId))
      .innerJoin(creatorProfiles, eq(creatorProfiles.id, matchPayments.creatorId))
      .innerJoin(users, eq(users.id, creatorProfiles.userId))
      .where(where)
      .orderBy(desc(matchPayments.heldAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(matchPayments).where(where),
  ]);
  if (campaignId && own.length === 0) throw notFound('campaign');
  const results: TMatchSpend[] = rows.map((r) => ({
    match_id: r.p.matchId,
    campaign: { id: r.p.campaignId, title: r.title },
    creator: { id: r.p.creatorId, name: `${r.first} ${r.last}`.trim() },
    status: r.status,
    currency: r.p.currency,
    funded: r.p.funded,
    platform_fee_bps: r.p.feeBps,
    offer_cents: r.p.committedCents,
    held_cents: r.held,
    in_escrow_cents: r.escrow,
    released_cents: r.released,
    paid_out_cents: r.paidOut,
  }));
  const n = total?.n ?? 0;
  return { count: n, results };
};

/** `GET brand/creator-spend-overview/`: the wallet plus budgets and commitments across campaigns. */
export const creatorSpendOverview = async ({
  db,
  brandId,
}: {
  db: Db;
  brandId: string;
}): Promise<TCreatorSpendOverview> => {
  const [[wallet], [totals]] = await db.batch([
    walletBalancesStatement({ db, brandId }),
    db.all<{ budget: number; committed: number; fees: number; funded: number }>(sql`SELECT
      coalesce((SELECT sum(budget_cents) FROM campaigns WHERE brand_id = ${brandId} AND status = 'active'), 0) AS budget,
      coalesce((SELECT sum(committed_cents) FROM match_payments WHERE brand_id = ${brandId}), 0) AS committed,
      coalesce((SELECT sum(e.amount_cents) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE t.kind = 'release' AND t.brand_id = ${brandId} AND e.account_id LIKE 'platform_fees:%'), 0) AS fees,
      (SELECT count(*) FROM match_payments WHERE brand_id = ${brandId} AND funded = 1 AND committed_cents > 0) AS funded`),
  ]);
  return {
    ...toWallet(wallet),
    budget_cents: totals?.budget ?? 0,
    committed_cents: totals?.committed ?? 0,
    fees_cents: totals?.fees ?? 0,
    funded_matches: totals?.funded ?? 0,
  };
};
