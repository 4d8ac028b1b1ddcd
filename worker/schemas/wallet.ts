import { z } from 'zod';
import { pageFields, paginated } from './pagination';
import { LEDGER_TRANSACTION_KINDS } from './vocabularies';

/** Top-ups start at $50 (issue 10); at most $1,000,000 in one go. */
export const MIN_TOP_UP_CENTS = 5_000;
const MAX_TOP_UP_CENTS = 100_000_000;
export const WALLET_CURRENCY = 'USD';

/** A brand's creator-spend wallet, all from the ledger (integer cents). */
export const ZWallet = z.object({
  currency: z.string(),
  available_cents: z.number().int(),
  held_cents: z.number().int().describe('Held for open offers'),
  in_escrow_cents: z.number().int().describe('In escrow for signed contracts'),
  released_cents: z.number().int().describe('Released to creators on approval (platform fee included)'),
  paid_out_cents: z.number().int().describe('Paid out to creators’ banks'),
  refund_pending_cents: z.number().int().describe('On its way back to the card'),
  refunded_cents: z.number().int(),
  topped_up_cents: z.number().int(),
  pending_payments_cents: z.number().int().describe('Committed to creators and not yet released: held + in escrow'),
  has_bought_creator_spend: z.boolean(),
  platform_fee_bps: z.number().int(),
  min_top_up_cents: z.number().int(),
});
export type TWallet = z.infer<typeof ZWallet>;

const ZLedgerTransactionKind = z.enum(LEDGER_TRANSACTION_KINDS);

/** One line of a wallet's history: a ledger transaction seen from the brand's side. */
const ZWalletTransaction = z.object({
  id: z.string(),
  kind: ZLedgerTransactionKind,
  label: z.string(),
  /** Change to the brand's available funds (negative when funds leave it). */
  available_change_cents: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
  campaign: z.object({ id: z.string(), title: z.string() }).nullable(),
  creator: z.object({ id: z.string(), name: z.string() }).nullable(),
  match_id: z.string().nullable(),
  created_at: z.string(),
});
export type TWalletTransaction = z.infer<typeof ZWalletTransaction>;
export const ZWalletTransactionPage = paginated(ZWalletTransaction);

export const ZWalletHistoryQuery = z.object({
  ...pageFields(),
  campaign_id: z.uuid('Not a valid campaign id.').optional(),
  creator_id: z.uuid('Not a valid creator id.').optional(),
});

const topUpCents = z
  .number({ error: 'Enter an amount in cents.' })
  .int('Use whole cents.')
  .min(MIN_TOP_UP_CENTS, `Top up at least $${MIN_TOP_UP_CENTS / 100}.`)
  .max(MAX_TOP_UP_CENTS, 'That is more than one top-up can be.');

export const ZTopUpRequest = z.object({ amount_cents: topUpCents });
export const ZTopUp = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'paid']),
  checkout_url: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type TTopUp = z.infer<typeof ZTopUp>;

export const ZRefundRequest = z.object({
  amount_cents: z
    .number({ error: 'Enter an amount in cents.' })
    .int('Use whole cents.')
    .min(100, 'Refund at least $1.')
    .max(MAX_TOP_UP_CENTS * 10),
});
export const ZRefundResult = z.object({
  refund_ids: z.array(z.string()),
  amount_cents: z.number().int(),
  wallet: ZWallet,
});
