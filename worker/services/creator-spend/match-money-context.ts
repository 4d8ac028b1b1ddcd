import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { campaignMatches, campaigns, ledgerAccounts, matchPayments, plans, subscriptions } from '../../../db/schema';
import type { BatchResults, Db } from '../../lib/db';
import { ACCOUNTS, ledgerAccountId, type MatchRefs } from '../ledger/accounts';

const DEFAULT_FEE_BPS = 1000;

export type MatchMoneyContext = {
  refs: MatchRefs;
  currency: string;
  /** The brand's plan includes Creator Spend: offers are paid through the wallet. */
  spendEnabled: boolean;
  feeBps: number;
  budgetCents: number;
  /** What the campaign's other matches commit (held, in escrow or released). */
  committedElsewhereCents: number;
  payment: typeof matchPayments.$inferSelect | null;
  heldCents: number;
  escrowCents: number;
  availableCents: number;
};

type MatchOf = { id: string; campaignId: string; brandId: string; creatorId: string };

/** The brand's plan (its features and platform fee), keyed by the brand's id or a subquery giving it. */
const planOfBrand = (db: Db, brandId: string | SQL) =>
  db
    .select({ features: plans.allowedFeatures, feeBps: plans.platformFeeBps, status: subscriptions.status })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.brandId, brandId))
    .limit(1);

const budgetOfCampaign = (db: Db, campaignId: string | SQL) =>
  db
    .select({ budgetCents: campaigns.budgetCents, currency: campaigns.currency })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .limit(1);

/** The brand's available balances and the held and escrow accounts `whose` picks (one match's or one campaign's), in every currency. */
const brandBalances = (db: Db, brandId: string | SQL, whose: SQL) =>
  db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.brandId, brandId),
        or(
          eq(ledgerAccounts.kind, 'brand_available'),
          and(inArray(ledgerAccounts.kind, ['brand_held', 'brand_escrow']), whose),
        ),
      ),
    );

/**
 * The statements a match move's money decision reads, keyed by the match's id alone (or a subquery giving it, e.g.
 * a pitch's match), so they ride in the same batch as the match itself: the brand's plan, the campaign's budget,
 * what the campaign's other matches commit, the match's payment row and the brand's and match's accounts.
 */
export const matchMoneyReads = ({ db, matchKey }: { db: Db; matchKey: string | SQL }) => {
  const ofMatch = (column: SQL) =>
    sql`(SELECT ${column} FROM ${campaignMatches} WHERE ${campaignMatches.id} = ${matchKey})`;
  const brandId = ofMatch(sql`${campaignMatches.brandId}`);
  const campaignId = ofMatch(sql`${campaignMatches.campaignId}`);
  return [
    planOfBrand(db, brandId),
    budgetOfCampaign(db, campaignId),
    db
      .select({ cents: sql<number>`coalesce(sum(${matchPayments.committedCents}), 0)` })
      .from(matchPayments)
      .where(and(eq(matchPayments.campaignId, campaignId), ne(matchPayments.matchId, matchKey))),
    db.select().from(matchPayments).where(eq(matchPayments.matchId, matchKey)).limit(1),
    brandBalances(db, brandId, eq(ledgerAccounts.matchId, matchKey)),
  ] as const;
};

type MoneyRows = BatchResults<ReturnType<typeof matchMoneyReads>>;

/** The money facts of `match` from the results of `matchMoneyReads`. */
export const toMatchMoneyContext = (
  match: MatchOf,
  [[plan], [campaign], [elsewhere], [payment], balances]: MoneyRows,
): MatchMoneyContext => {
  const refs: MatchRefs = {
    matchId: match.id,
    brandId: match.brandId,
    campaignId: match.campaignId,
    creatorId: match.creatorId,
  };
  const currency = payment?.currency ?? campaign?.currency ?? 'USD';
  const balance = (id: string) => balances.find((b) => b.id === id)?.balance ?? 0;
  const live = plan && plan.status !== 'canceled';
  return {
    refs,
    currency,
    spendEnabled: !!live && plan.features.includes('Creator Spend'),
    feeBps: live ? plan.feeBps : DEFAULT_FEE_BPS,
    budgetCents: campaign?.budgetCents ?? 0,
    committedElsewhereCents: elsewhere?.cents ?? 0,
    payment: payment ?? null,
    heldCents: balance(ledgerAccountId(ACCOUNTS.brandHeld(refs, currency))),
    escrowCents: balance(ledgerAccountId(ACCOUNTS.brandEscrow(refs, currency))),
    availableCents: balance(ledgerAccountId(ACCOUNTS.brandAvailable(match.brandId, currency))),
  };
};

/** Everything a match move needs to decide its money, in one round trip. */
export const loadMatchMoneyContext = async ({ db, match }: { db: Db; match: MatchOf }): Promise<MatchMoneyContext> =>
  toMatchMoneyContext(match, await db.batch(matchMoneyReads({ db, matchKey: match.id })));

/**
 * The money facts of every match of one campaign at once, for a move of many of its matches in one batch (closing
 * the campaign settles its open offers): the brand's plan, the campaign's budget, all its payment rows, and the
 * brand's available balances with the campaign's held and escrow accounts. A fixed number of statements however
 * many matches the campaign has.
 */
export const campaignMoneyReads = ({ db, brandId, campaignId }: { db: Db; brandId: string; campaignId: string }) =>
  [
    planOfBrand(db, brandId),
    budgetOfCampaign(db, campaignId),
    db.select().from(matchPayments).where(eq(matchPayments.campaignId, campaignId)),
    brandBalances(db, brandId, eq(ledgerAccounts.campaignId, campaignId)),
  ] as const;

type CampaignMoneyRows = BatchResults<ReturnType<typeof campaignMoneyReads>>;

/** The money facts of one of the campaign's matches from the results of `campaignMoneyReads`, as `matchMoneyReads` gives them. */
export const campaignMatchMoney =
  ([plan, campaign, payments, balances]: CampaignMoneyRows) =>
  (match: MatchOf): MatchMoneyContext => {
    const payment = payments.filter((p) => p.matchId === match.id);
    const elsewhere = payments.reduce((sum, p) => (p.matchId === match.id ? sum : sum + p.committedCents), 0);
    return toMatchMoneyContext(match, [plan, campaign, [{ cents: elsewhere }], payment, balances]);
  };
