import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { ACCOUNTS, accountRow, mayGoNegative, type LedgerAccountRef } from '../../worker/services/ledger/accounts';
import { planTransaction, type LedgerTransactionInput } from '../../worker/services/ledger/plan-transaction';
import { platformFeeCents } from '../../worker/services/creator-spend/fee';
import type { FileDb } from '../node-client';
import {
  campaignMatches,
  campaigns,
  creatorPayouts,
  deliverables,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  matchPayments,
  plans,
  sandboxCustomers,
  sandboxPayments,
  subscriptions,
  walletTopUps,
} from '../schema';

const SEED_TOP_UP_CENTS = 25_000_000;
const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

/**
 * The money behind the seeded collaborations (DESIGN §12), written through the same double-entry planner as the
 * Worker: brands with Creator Spend get a paid top-up, holds for open offers, escrow for signed contracts, and
 * releases (and payouts) for approved and paid deliverables; brands without it commit their offers against the
 * budget only. Balances are the sums of the entries.
 */
export const seedCreatorSpend = async (db: FileDb) => {
  const brandPlans = await db
    .select({ brandId: subscriptions.brandId, features: plans.allowedFeatures, feeBps: plans.platformFeeBps })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId));
  const matches = await db
    .select({ m: campaignMatches, currency: campaigns.currency })
    .from(campaignMatches)
    .innerJoin(campaigns, eq(campaigns.id, campaignMatches.campaignId))
    .where(
      and(
        isNotNull(campaignMatches.offeredRateCents),
        inArray(campaignMatches.status, ['proposed', 'countered', 'accepted', 'contracted', 'completed']),
      ),
    );
  const items = await db
    .select()
    .from(deliverables)
    .where(inArray(deliverables.matchId, matches.map((r) => r.m.id).concat('none')));

  const transactions: ReturnType<typeof planTransaction>[] = [];
  const post = (input: LedgerTransactionInput) => transactions.push(planTransaction(input));
  const payments: (typeof matchPayments.$inferInsert)[] = [];
  const payouts: (typeof creatorPayouts.$inferInsert)[] = [];
  const topUps: (typeof walletTopUps.$inferInsert)[] = [];
  const spendBrands = new Set(brandPlans.filter((p) => p.features.includes('Creator Spend')).map((p) => p.brandId));

  for (const brandId of spendBrands) {
    const id = crypto.randomUUID();
    topUps.push({
      id,
      brandId,
      amountCents: SEED_TOP_UP_CENTS,
      currency: 'USD',
      status: 'paid',
      idempotencyKey: `seed-${id}`,
      providerPaymentId: `pi_seed_${id.slice(0, 8)}`,
      paidAt: iso(45),
      createdAt: iso(45),
    });
    post({
      idempotencyKey: `top_up:${id}`,
      kind: 'top_up',
      currency: 'USD',
      brandId,
      memo: 'Top-up by card',
      entries: [
        { account: ACCOUNTS.providerClearing('USD'), amountCents: -SEED_TOP_UP_CENTS },
        { account: ACCOUNTS.brandAvailable(brandId, 'USD'), amountCents: SEED_TOP_UP_CENTS },
      ],
    });
  }

  for (const { m, currency } of matches) {
    const funded = spendBrands.has(m.brandId);
    const feeBps = brandPlans.find((p) => p.brandId === m.brandId)?.feeBps ?? 1000;
    const rate = m.offeredRateCents!;
    const signed = m.status === 'contracted' || m.status === 'completed';
    payments.push({
      matchId: m.id,
      brandId: m.brandId,
      campaignId: m.campaignId,
      creatorId: m.creatorId,
      currency,
      committedCents: rate,
      funded,
      feeBps,
      heldAt: iso(20),
      escrowAt: signed ? iso(10) : null,
    });
    if (!funded || rate <= 0) continue;
    const refs = { matchId: m.id, brandId: m.brandId, campaignId: m.campaignId, creatorId: m.creatorId };
    const base = { currency, ...refs };
    const available = ACCOUNTS.brandAvailable(m.brandId, currency);
    post({
      ...base,
      idempotencyKey: `hold:${m.id}:seed`,
      kind: 'hold',
      memo: 'Offer sent: funds held',
      entries: [
        { account: available, amountCents: -rate },
        { account: ACCOUNTS.brandHeld(refs, currency), amountCents: rate },
      ],
    });
    if (!signed) continue;
    post({
      ...base,
      idempotencyKey: `escrow:${m.id}`,
      kind: 'escrow',
      memo: 'Contract signed: funds in escrow',
      entries: [
        { account: ACCOUNTS.brandHeld(refs, currency), amountCents: -rate },
        { account: ACCOUNTS.brandEscrow(refs, currency), amountCents: rate },
      ],
    });
    let escrow = rate;
    for (const d of items.filter((i) => i.matchId === m.id && ['approved', 'published', 'paid'].includes(i.status))) {
      const price = Math.min(d.rateCents, escrow);
      if (price <= 0) continue;
      escrow -= price;
      const fee = platformFeeCents(price, feeBps);
      const net = price - fee;
      const payable = ACCOUNTS.creatorPayable(m.creatorId, currency);
      post({
        ...base,
        deliverableId: d.id,
        idempotencyKey: `release:${d.id}`,
        kind: 'release',
        memo: 'Released on approval',
        entries: [
          { account: ACCOUNTS.brandEscrow(refs, currency), amountCents: -price },
          { account: payable, amountCents: net },
          ...(fee ? [{ account: ACCOUNTS.platformFees(currency), amountCents: fee }] : []),
        ],
      });
      const payoutId = crypto.randomUUID();
      const paid = d.status === 'paid';
      payouts.push({
        id: payoutId,
        creatorId: m.creatorId,
        brandId: m.brandId,
        campaignId: m.campaignId,
        matchId: m.id,
        deliverableId: d.id,
        amountCents: net,
        feeCents: fee,
        currency,
        status: paid ? 'paid' : 'waiting_for_account',
        attempt: paid ? 1 : 0,
        releasedAt: iso(3),
        transferredAt: paid ? iso(2) : null,
        paidAt: paid ? iso(1) : null,
      });
      if (!paid) continue;
      const transit = ACCOUNTS.creatorInTransit(m.creatorId, currency);
      post({
        ...base,
        deliverableId: d.id,
        idempotencyKey: `transfer:${payoutId}:1`,
        kind: 'transfer',
        memo: 'Transferred to the payout account',
        entries: [
          { account: payable, amountCents: -net },
          { account: transit, amountCents: net },
        ],
      });
      post({
        ...base,
        deliverableId: d.id,
        idempotencyKey: `payout_paid:${payoutId}`,
        kind: 'payout_paid',
        memo: 'Paid out to the bank',
        entries: [
          { account: transit, amountCents: -net },
          { account: ACCOUNTS.creatorPaidOut(m.creatorId, currency), amountCents: net },
        ],
      });
    }
  }

  const accounts = new Map<string, { ref: LedgerAccountRef; balance: number }>();
  for (const t of transactions)
    for (const e of t.entries) {
      const acc = accounts.get(e.accountId) ?? {
        ref: {
          kind: e.account.kind,
          ownerId: '',
          currency: e.account.currency,
          brandId: e.account.brandId,
          creatorId: e.account.creatorId,
          matchId: e.account.matchId,
          campaignId: e.account.campaignId,
        },
        balance: 0,
      };
      acc.balance += e.amountCents;
      accounts.set(e.accountId, acc);
    }
  const chunks = <T>(list: T[], size = 200) =>
    Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
  const accountRows = [...accounts.entries()].map(([id, a]) => ({ ...accountRow(id, a.ref), balanceCents: a.balance }));
  for (const rows of chunks(accountRows)) await db.insert(ledgerAccounts).values(rows);
  for (const rows of chunks(transactions.map((t) => t.transaction))) await db.insert(ledgerTransactions).values(rows);
  for (const rows of chunks(
    transactions.flatMap((t) =>
      t.entries.map((e) => ({ transactionId: t.transaction.id, accountId: e.accountId, amountCents: e.amountCents })),
    ),
  ))
    await db.insert(ledgerEntries).values(rows);
  for (const rows of chunks(payments)) await db.insert(matchPayments).values(rows);
  for (const rows of chunks(payouts)) await db.insert(creatorPayouts).values(rows);
  for (const t of topUps) {
    // The sandbox provider's side of the seeded card payment, so a refund of seeded funds works like any other.
    const customerId = `cus_seed_${t.brandId!.slice(0, 8)}`;
    await db
      .insert(sandboxCustomers)
      .values({ id: customerId, email: 'billing@demo.test', reference: t.brandId! })
      .onConflictDoNothing();
    await db.insert(sandboxPayments).values({
      id: t.providerPaymentId!,
      customerId,
      amountCents: t.amountCents!,
      currency: 'USD',
      metadata: { purpose: 'wallet_top_up', brand_id: t.brandId!, top_up_id: t.id! },
      created: Math.floor(Date.now() / 1000) - 45 * 86_400,
    });
    await db.insert(walletTopUps).values(t);
  }
  // Sanity: the planner balanced every transaction; no account below zero except provider clearing.
  for (const [id, a] of accounts)
    if (a.balance < 0 && !mayGoNegative(a.ref.kind)) throw new Error(`seed ledger: ${id} below zero`);
  return { transactions: transactions.length, accounts: accounts.size };
};
