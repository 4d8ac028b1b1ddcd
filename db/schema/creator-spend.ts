import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, jsonList, oneOf } from './columns';

/**
 * Creator spend around the ledger (DESIGN §12): wallet top-ups and refunds, what each offer commits against its
 * campaign's budget, creators' payout accounts and payouts. Balances live in the ledger, never here.
 */

/** A top-up through the provider's checkout in `payment` mode; `paid` once its webhook credits the wallet. */
export const walletTopUps = sqliteTable(
  'wallet_top_ups',
  {
    id: id(),
    brandId: text('brand_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: oneOf('status', ['pending', 'paid'], 'pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    providerSessionId: text('provider_session_id'),
    checkoutUrl: text('checkout_url'),
    /** The provider's payment (Stripe `payment_intent`), refunds go against it. */
    providerPaymentId: text('provider_payment_id'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    paidAt: text('paid_at'),
  },
  (t) => [
    uniqueIndex('wallet_top_ups_key_unique').on(t.brandId, t.idempotencyKey),
    index('wallet_top_ups_brand_idx').on(t.brandId, t.status, t.createdAt),
  ],
);

/** Unused funds sent back to the card, one row per top-up it is taken from; `settled` on `charge.refunded`. */
export const walletRefunds = sqliteTable(
  'wallet_refunds',
  {
    id: id(),
    brandId: text('brand_id').notNull(),
    topUpId: text('top_up_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: oneOf('status', ['pending', 'settled'], 'pending'),
    providerRefundId: text('provider_refund_id'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    settledAt: text('settled_at'),
  },
  (t) => [index('wallet_refunds_brand_idx').on(t.brandId, t.createdAt)],
);

/**
 * What an offer commits against its campaign's budget: the offer amount while it is held, in escrow or
 * released; 0 once the hold is returned. The budget guard sums this per campaign inside the offer's batch.
 */
export const matchPayments = sqliteTable(
  'match_payments',
  {
    matchId: text('match_id').primaryKey(),
    brandId: text('brand_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    creatorId: text('creator_id').notNull(),
    currency: text('currency').notNull(),
    committedCents: integer('committed_cents').notNull(),
    /** Paid through the wallet (the brand's plan includes Creator Spend when the offer was made); else budget only. */
    funded: integer('funded', { mode: 'boolean' }).notNull().default(true),
    /** The plan's platform fee when the offer was made: shown to both sides, used at release. */
    feeBps: integer('fee_bps').notNull(),
    heldAt: text('held_at').notNull(),
    escrowAt: text('escrow_at'),
    returnedAt: text('returned_at'),
  },
  (t) => [index('match_payments_campaign_idx').on(t.campaignId), index('match_payments_creator_idx').on(t.creatorId)],
);

/** A creator's connected payout account (no row = `not_started`). */
export const creatorPayoutAccounts = sqliteTable('creator_payout_accounts', {
  creatorId: text('creator_id').primaryKey(),
  providerAccountId: text('provider_account_id').notNull().unique(),
  status: oneOf('status', ['pending', 'enabled', 'restricted'], 'pending'),
  /** What the provider still needs (`external_account`, `tax_form.certification`, …). */
  requirements: jsonList<string>('requirements'),
  bankLast4: text('bank_last4'),
  /** Unix seconds of the provider event that set the state: an older event never moves it back. */
  stateAt: integer('state_at').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: text('updated_at'),
});

/** One released deliverable's money on its way to the creator: waiting for an account → transferring → in transit → paid (or failed). */
export const creatorPayouts = sqliteTable(
  'creator_payouts',
  {
    id: id(),
    creatorId: text('creator_id').notNull(),
    brandId: text('brand_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    matchId: text('match_id').notNull(),
    deliverableId: text('deliverable_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['waiting_for_account', 'transferring', 'in_transit', 'paid', 'failed'] }).notNull(),
    /** Each try at a transfer gets its own provider idempotency key. */
    attempt: integer('attempt').notNull().default(0),
    providerTransferId: text('provider_transfer_id'),
    providerPayoutId: text('provider_payout_id'),
    failureMessage: text('failure_message'),
    releasedAt: text('released_at').notNull(),
    transferredAt: text('transferred_at'),
    paidAt: text('paid_at'),
    failedAt: text('failed_at'),
  },
  (t) => [
    index('creator_payouts_creator_idx').on(t.creatorId, t.status),
    index('creator_payouts_match_idx').on(t.matchId),
  ],
);
