import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { campaigns, creatorProfiles, ledgerTransactions, users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TWalletTransaction } from '../../schemas/wallet';

/** What the brand sees in its history (the creator-side steps — transfers, failed payouts — are the creator's). */
const BRAND_KINDS = [
  'top_up',
  'hold',
  'hold_return',
  'escrow',
  'release',
  'payout_paid',
  'refund_request',
  'refund_settled',
] as const;

const LABELS: Record<TWalletTransaction['kind'], (creator: string | null) => string> = {
  top_up: () => 'Top-up by card',
  hold: (c) => `Held for the offer to ${c ?? 'a creator'}`,
  hold_return: (c) => `Hold returned (offer to ${c ?? 'a creator'} closed)`,
  escrow: (c) => `Into escrow: ${c ?? 'the creator'} signed the contract`,
  release: (c) => `Released to ${c ?? 'the creator'} on approval`,
  transfer: (c) => `Transferred to ${c ?? 'the creator'}`,
  payout_paid: (c) => `Paid out to ${c ?? 'the creator'}`,
  payout_failed: (c) => `Payout to ${c ?? 'the creator'} failed`,
  refund_request: () => 'Refund to the card requested',
  refund_settled: () => 'Refunded to the card',
};

export type WalletHistoryFilter = { brandId: string; campaignId?: string; creatorId?: string };

const whereOf = (f: WalletHistoryFilter): SQL =>
  and(
    eq(ledgerTransactions.brandId, f.brandId),
    inArray(ledgerTransactions.kind, [...BRAND_KINDS]),
    f.campaignId ? eq(ledgerTransactions.campaignId, f.campaignId) : undefined,
    f.creatorId ? eq(ledgerTransactions.creatorId, f.creatorId) : undefined,
  )!;

const rowsQuery = (db: Db, f: WalletHistoryFilter) =>
  db
    .select({
      tx: ledgerTransactions,
      campaignTitle: campaigns.title,
      creatorFirst: users.firstName,
      creatorLast: users.lastName,
      availableChange: sql<number>`coalesce((SELECT sum(e.amount_cents) FROM ledger_entries e WHERE e.transaction_id = ${ledgerTransactions.id} AND e.account_id = 'brand_available:' || ${f.brandId} || ':' || ${ledgerTransactions.currency}), 0)`,
    })
    .from(ledgerTransactions)
    .leftJoin(campaigns, eq(campaigns.id, ledgerTransactions.campaignId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, ledgerTransactions.creatorId))
    .leftJoin(users, eq(users.id, creatorProfiles.userId))
    .where(whereOf(f))
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id));

type Row = Awaited<ReturnType<typeof rowsQuery>>[number];

const toItem = (r: Row): TWalletTransaction => {
  const creatorName = r.creatorFirst !== null ? `${r.creatorFirst} ${r.creatorLast ?? ''}`.trim() : null;
  return {
    id: r.tx.id,
    kind: r.tx.kind,
    label: LABELS[r.tx.kind](creatorName),
    available_change_cents: r.availableChange,
    amount_cents: r.tx.amountCents,
    currency: r.tx.currency,
    campaign: r.tx.campaignId && r.campaignTitle !== null ? { id: r.tx.campaignId, title: r.campaignTitle } : null,
    creator: r.tx.creatorId && creatorName !== null ? { id: r.tx.creatorId, name: creatorName } : null,
    match_id: r.tx.matchId,
    created_at: r.tx.createdAt,
  };
};

/** A page of the brand's money history, newest first, filterable by campaign and creator; two statements in one round trip. */
export const walletHistoryPage = async ({
  db,
  page,
  pageSize,
  ...filter
}: WalletHistoryFilter & { db: Db; page: number; pageSize: number }) => {
  const [rows, [total]] = await db.batch([
    rowsQuery(db, filter)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(ledgerTransactions).where(whereOf(filter)),
  ]);
  const n = total?.n ?? 0;
  return { count: n, results: rows.map(toItem) };
};

const MAX_CSV_ROWS = 10_000;
/** Free text is quoted, and a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
const text = (s: string) => `"${(/^[=+\-@]/.test(s) ? `'${s}` : s).replaceAll('"', '""')}"`;
const amount = (cents: number) => (cents / 100).toFixed(2);

export const walletHistoryCsv = async ({ db, ...filter }: WalletHistoryFilter & { db: Db }) => {
  const rows = (await rowsQuery(db, filter).limit(MAX_CSV_ROWS)).map(toItem);
  const header = ['date', 'type', 'description', 'campaign', 'creator', 'amount', 'change_to_available', 'currency'];
  const lines = rows.map((r) =>
    [
      r.created_at,
      r.kind,
      text(r.label),
      text(r.campaign?.title ?? ''),
      text(r.creator?.name ?? ''),
      amount(r.amount_cents),
      amount(r.available_change_cents),
      r.currency,
    ].join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
};
