import { sql } from 'drizzle-orm';
import { inBatch, type Db } from '../../lib/db';
import { MIN_TOP_UP_CENTS, WALLET_CURRENCY, type TWallet } from '../../schemas/wallet';

const DEFAULT_FEE_BPS = 1000;

type Row = {
  available: number;
  held: number;
  escrow: number;
  refund_pending: number;
  released: number;
  paid_out: number;
  topped_up: number;
  refunded: number;
  fee_bps: number | null;
};

/** The brand's wallet: one statement over the ledger's accounts and transactions. */
export const walletBalancesStatement = ({
  db,
  brandId,
  currency = WALLET_CURRENCY,
}: {
  db: Db;
  brandId: string;
  currency?: string;
}) =>
  db.all<Row>(sql`
    SELECT
      coalesce((SELECT sum(balance_cents) FROM ledger_accounts WHERE brand_id = ${brandId} AND kind = 'brand_available' AND currency = ${currency}), 0) AS available,
      coalesce((SELECT sum(balance_cents) FROM ledger_accounts WHERE brand_id = ${brandId} AND kind = 'brand_held' AND currency = ${currency}), 0) AS held,
      coalesce((SELECT sum(balance_cents) FROM ledger_accounts WHERE brand_id = ${brandId} AND kind = 'brand_escrow' AND currency = ${currency}), 0) AS escrow,
      coalesce((SELECT sum(balance_cents) FROM ledger_accounts WHERE brand_id = ${brandId} AND kind = 'brand_refund_pending' AND currency = ${currency}), 0) AS refund_pending,
      coalesce((SELECT sum(amount_cents) FROM ledger_transactions WHERE brand_id = ${brandId} AND kind = 'release' AND currency = ${currency}), 0) AS released,
      coalesce((SELECT sum(amount_cents) FROM ledger_transactions WHERE brand_id = ${brandId} AND kind = 'payout_paid' AND currency = ${currency}), 0) AS paid_out,
      coalesce((SELECT sum(amount_cents) FROM ledger_transactions WHERE brand_id = ${brandId} AND kind = 'top_up' AND currency = ${currency}), 0) AS topped_up,
      coalesce((SELECT sum(amount_cents) FROM ledger_transactions WHERE brand_id = ${brandId} AND kind = 'refund_settled' AND currency = ${currency}), 0) AS refunded,
      (SELECT p.platform_fee_bps FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE s.brand_id = ${brandId} AND s.status <> 'canceled') AS fee_bps`);

export const toWallet = (row: Row | undefined, currency = WALLET_CURRENCY): TWallet => {
  const r = row ?? {
    available: 0,
    held: 0,
    escrow: 0,
    refund_pending: 0,
    released: 0,
    paid_out: 0,
    topped_up: 0,
    refunded: 0,
    fee_bps: null,
  };
  return {
    currency,
    available_cents: r.available,
    held_cents: r.held,
    in_escrow_cents: r.escrow,
    released_cents: r.released,
    paid_out_cents: r.paid_out,
    refund_pending_cents: r.refund_pending,
    refunded_cents: r.refunded,
    topped_up_cents: r.topped_up,
    pending_payments_cents: r.held + r.escrow,
    has_bought_creator_spend: r.topped_up > 0,
    platform_fee_bps: r.fee_bps ?? DEFAULT_FEE_BPS,
    min_top_up_cents: MIN_TOP_UP_CENTS,
  };
};

/** The wallet (one statement, issued as a batch so a folded request's session check rides with it). */
export const loadWallet = async ({ db, brandId }: { db: Db; brandId: string }) =>
  toWallet((await inBatch(db, walletBalancesStatement({ db, brandId })))[0]);
