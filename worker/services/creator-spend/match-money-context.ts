import { and, eq, ne, sql } from 'drizzle-orm';
import { campaigns, ledgerAccounts, matchPayments, plans, subscriptions } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { CURRENCIES } from '../../schemas/brand-choices';
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

/** Everything a match move needs to decide its money, in one round trip. */
export const loadMatchMoneyContext = async ({
  db,
  match,
}: {
  db: Db;
  match: { id: string; campaignId: string; brandId: string; creatorId: string };
}): Promise<MatchMoneyContext> => {
  const refs: MatchRefs = {
    matchId: match.id,
    brandId: match.brandId,
    campaignId: match.campaignId,
    creatorId: match.creatorId,
  };
  const [[plan], [campaign], [elsewhere], [payment], balances] = await db.batch([
    db
      .select({ features: plans.allowedFeatures, feeBps: plans.platformFeeBps, status: subscriptions.status })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.brandId, match.brandId))
      .limit(1),
    db
      .select({ budgetCents: campaigns.budgetCents, currency: campaigns.currency })
      .from(campaigns)
      .where(eq(campaigns.id, match.campaignId))
      .limit(1),
    db
      .select({ cents: sql<number>`coalesce(sum(${matchPayments.committedCents}), 0)` })
      .from(matchPayments)
      .where(and(eq(matchPayments.campaignId, match.campaignId), ne(matchPayments.matchId, match.id))),
    db.select().from(matchPayments).where(eq(matchPayments.matchId, match.id)).limit(1),
    db
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceCents })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.id} IN (${sql.join(accountIdsOf(refs), sql`, `)})`),
  ]);
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

/** The match's and the brand's account ids in every currency a campaign may use. */
const accountIdsOf = (refs: MatchRefs) =>
  CURRENCIES.flatMap((currency) => [
    sql`${ledgerAccountId(ACCOUNTS.brandHeld(refs, currency))}`,
    sql`${ledgerAccountId(ACCOUNTS.brandEscrow(refs, currency))}`,
    sql`${ledgerAccountId(ACCOUNTS.brandAvailable(refs.brandId, currency))}`,
  ]);
