import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  brands,
  campaignMatches,
  campaigns,
  creatorPayouts,
  deliverables,
  ledgerTransactions,
  matchPayments,
} from '../../../db/schema';
import type { Db, DbKeys } from '../../lib/db';
import { csvCell } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import type { TCreatorMatchPayment, TCreatorPayments } from '../../schemas/creator-payments';
import { PLATFORM_LABELS, type TPlatform } from '../../schemas/social';
import { platformFeeCents } from '../creator-spend/fee';
import { creatorMoneyOf, creatorMoneyQuery } from './creator-money';
import { payoutAccountQuery, toPayoutAccount } from './payout-account';

const STEP: Record<string, { kind: TCreatorMatchPayment['timeline'][number]['kind']; label: string } | undefined> = {
  hold: { kind: 'held', label: 'Offer sent: the brand’s funds are held for you' },
  escrow: { kind: 'escrow', label: 'Contract signed: the funds are in escrow' },
  release: { kind: 'released', label: 'Work approved: payment released to you' },
  transfer: { kind: 'transferred', label: 'Transferred to your payout account' },
  payout_paid: { kind: 'paid_out', label: 'Paid out to your bank' },
  payout_failed: { kind: 'payout_failed', label: 'Payout failed: update your bank details' },
};

/** The payment of one of the creator's matches: amounts, fee, each deliverable's state and the timeline. */

/** "Instagram Reel": the deliverable as the web app names it (also in the CSV). */
const deliverableName = (platform: string, type: string) =>
  `${PLATFORM_LABELS[platform as TPlatform] ?? platform} ${type.charAt(0).toUpperCase()}${type.slice(1)}`;

export const loadCreatorMatchPayment = async ({
  db,
  creatorId,
  matchId,
}: DbKeys<'creatorId' | 'matchId'>): Promise<TCreatorMatchPayment> => {
  const [[row], items, payouts, txs, [account]] = await db.batch([
    db
      .select({
        m: campaignMatches,
        title: campaigns.title,
        currency: campaigns.currency,
        brandName: brands.name,
        p: matchPayments,
      })
      .from(campaignMatches)
      .innerJoin(campaigns, eq(campaigns.id, campaignMatches.campaignId))
      .innerJoin(brands, eq(brands.id, campaignMatches.brandId))
      .leftJoin(matchPayments, eq(matchPayments.matchId, campaignMatches.id))
      .where(and(eq(campaignMatches.id, matchId), eq(campaignMatches.creatorId, creatorId)))
      .limit(1),
    db.select().from(deliverables).where(eq(deliverables.matchId, matchId)).orderBy(asc(deliverables.dueDate)),
    db.select().from(creatorPayouts).where(eq(creatorPayouts.matchId, matchId)),
    db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.matchId, matchId), sql`${ledgerTransactions.kind} <> 'hold_return'`))
      .orderBy(asc(ledgerTransactions.createdAt)),
    payoutAccountQuery({ db, creatorId }),
  ]);
  if (!row) throw notFound('collaboration');
  const p = row.p;
  const feeBps = p?.feeBps ?? 0;
  const amount = p?.committedCents ?? row.m.offeredRateCents ?? 0;
  const fee = p?.funded ? platformFeeCents(amount, feeBps) : 0;
  const sum = (kind: string) => txs.filter((t) => t.kind === kind).reduce((s, t) => s + t.amountCents, 0);
  return {
    match_id: matchId,
    campaign: { id: row.m.campaignId, title: row.title },
    brand_name: row.brandName,
    match_status: row.m.status,
    currency: p?.currency ?? row.currency,
    funded: !!p?.funded,
    funds_secured: !!p?.funded && p.committedCents > 0,
    amount_cents: amount,
    platform_fee_bps: feeBps,
    fee_cents: fee,
    net_cents: amount - fee,
    in_escrow_cents: p?.escrowAt ? Math.max(0, sum('escrow') - sum('release')) : 0,
    released_cents: payouts.reduce((s, x) => s + x.amountCents, 0),
    paid_out_cents: sum('payout_paid'),
    deliverables: items.map((d) => {
      const payout = payouts.find((x) => x.deliverableId === d.id);
      const dFee = payout?.feeCents ?? platformFeeCents(d.rateCents, feeBps);
      return {
        id: d.id,
        type: d.type,
        platform: d.platform,
        status: d.status,
        release_on: d.releaseOn,
        price_cents: d.rateCents,
        fee_cents: p?.funded ? dFee : 0,
        net_cents: payout?.amountCents ?? d.rateCents - (p?.funded ? dFee : 0),
        payout_status: payout?.status ?? 'in_escrow',
        failure_message: payout?.failureMessage ?? null,
      };
    }),
    timeline: txs.flatMap((t) => {
      const step = STEP[t.kind];
      return step ? [{ ...step, amount_cents: t.amountCents, at: t.createdAt }] : [];
    }),
    payout_account: toPayoutAccount(account),
  };
};

/** The creator's money across collaborations (Settings → Payments): figures from the ledger, history from the payouts. */
export const loadCreatorPayments = async ({ db, creatorId }: DbKeys<'creatorId'>): Promise<TCreatorPayments> => {
  const [rows, money, [account]] = await db.batch([
    db
      .select({
        p: creatorPayouts,
        title: campaigns.title,
        brandName: brands.name,
        type: deliverables.type,
        platform: deliverables.platform,
      })
      .from(creatorPayouts)
      .innerJoin(campaigns, eq(campaigns.id, creatorPayouts.campaignId))
      .innerJoin(brands, eq(brands.id, creatorPayouts.brandId))
      .innerJoin(deliverables, eq(deliverables.id, creatorPayouts.deliverableId))
      .where(eq(creatorPayouts.creatorId, creatorId))
      .orderBy(desc(creatorPayouts.releasedAt))
      .limit(200),
    creatorMoneyQuery({ db, creatorId }),
    payoutAccountQuery({ db, creatorId }),
  ]);
  const figures = creatorMoneyOf(money);
  const currency = rows[0]?.p.currency ?? figures[0]?.currency ?? 'USD';
  const inCurrency = figures.find((m) => m.currency === currency);
  return {
    currency,
    held_cents: inCurrency?.held_cents ?? 0,
    in_escrow_cents: inCurrency?.in_escrow_cents ?? 0,
    available_cents: inCurrency?.available_cents ?? 0,
    paid_out_cents: inCurrency?.paid_out_cents ?? 0,
    payout_account: toPayoutAccount(account),
    history: rows.map((r) => ({
      id: r.p.id,
      match_id: r.p.matchId,
      campaign_title: r.title,
      brand_name: r.brandName,
      deliverable: deliverableName(r.platform, r.type),
      amount_cents: r.p.amountCents,
      fee_cents: r.p.feeCents,
      currency: r.p.currency,
      status: r.p.status,
      released_at: r.p.releasedAt,
      paid_at: r.p.paidAt,
    })),
  };
};

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Settings → Payments → Download CSV: every released payment with its fee, state and dates. */
export const creatorPaymentsCsv = async ({ db, creatorId }: { db: Db; creatorId: string }) => {
  const { history } = await loadCreatorPayments({ db, creatorId });
  const header = [
    'released_at',
    'campaign',
    'brand',
    'deliverable',
    'amount',
    'platform_fee',
    'currency',
    'status',
    'paid_at',
  ];
  const lines = history.map((r) =>
    [
      r.released_at,
      csvCell(r.campaign_title),
      csvCell(r.brand_name),
      csvCell(r.deliverable),
      dollars(r.amount_cents),
      dollars(r.fee_cents),
      r.currency,
      r.status,
      r.paid_at ?? '',
    ].join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
};
