import { and, eq, inArray, sql } from 'drizzle-orm';
import { ledgerAccounts } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { writtenOnce } from '../../lib/written-once';

/** A creator's money in one currency, read from the ledger's account balances (never from a stored total). */
export type CreatorMoney = {
  currency: string;
  /** Held by brands for the creator's open offers (funds secured, not yet signed). */
  held_cents: number;
  /** In escrow for the creator's signed contracts. */
  in_escrow_cents: number;
  /** Released to the creator: waiting for a payout account or on its way to the bank. */
  available_cents: number;
  paid_out_cents: number;
};

const FIGURE = {
  brand_held: 'held_cents',
  brand_escrow: 'in_escrow_cents',
  creator_payable: 'available_cents',
  creator_in_transit: 'available_cents',
  creator_paid_out: 'paid_out_cents',
} as const;

/** The statement reading the creator's ledger balances by kind and currency (for `creatorMoneyOf`). */
const creatorMoneyStatement = writtenOnce(['creatorId'], (db, v) =>
  db
    .select({
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      cents: sql<number>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)`,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.creatorId, v.creatorId),
        inArray(ledgerAccounts.kind, Object.keys(FIGURE) as (keyof typeof FIGURE)[]),
      ),
    )
    .groupBy(ledgerAccounts.kind, ledgerAccounts.currency),
);
export const creatorMoneyQuery = ({ db, creatorId }: { db: Db; creatorId: string }) =>
  creatorMoneyStatement(db, { creatorId });

/** The creator's figures per currency (currencies with any money only) from `creatorMoneyQuery`'s rows. */
export const creatorMoneyOf = (rows: Awaited<ReturnType<typeof creatorMoneyQuery>>): CreatorMoney[] => {
  const byCurrency = new Map<string, CreatorMoney>();
  for (const r of rows) {
    const money = byCurrency.get(r.currency) ?? {
      currency: r.currency,
      held_cents: 0,
      in_escrow_cents: 0,
      available_cents: 0,
      paid_out_cents: 0,
    };
    money[FIGURE[r.kind as keyof typeof FIGURE]] += Number(r.cents);
    byCurrency.set(r.currency, money);
  }
  return [...byCurrency.values()].filter(
    (m) => m.held_cents + m.in_escrow_cents + m.available_cents + m.paid_out_cents > 0,
  );
};
