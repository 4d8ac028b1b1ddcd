import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { LEDGER_TRANSACTION_KINDS } from '../../worker/schemas/vocabularies';
import { createdAt, id, refersTo } from './columns';

/**
 * The double-entry ledger of creator spend (DESIGN §12). Amounts are integer cents; every transaction's entries
 * sum to zero; entries are append-only (triggers in the migration refuse UPDATE and DELETE). No foreign keys to
 * brands or creators on purpose: deleting a tenant must never delete money history.
 */
export const LEDGER_ACCOUNT_KINDS = [
  /** A brand's funds free to offer. */
  'brand_available',
  /** Held for one open offer (per match). */
  'brand_held',
  /** In escrow for one signed contract (per match). */
  'brand_escrow',
  /** Sent back to the brand's card, waiting for the provider's `charge.refunded`. */
  'brand_refund_pending',
  /** Released to a creator, not yet transferred. */
  'creator_payable',
  /** Transferred to the creator's payout account, waiting for `payout.paid`. */
  'creator_in_transit',
  /** Paid out to the creator's bank. */
  'creator_paid_out',
  /** The platform's fee on released payments. */
  'platform_fees',
  /** Money in and out through the payment provider: the one account allowed below zero. */
  'provider_clearing',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const ledgerAccounts = sqliteTable(
  'ledger_accounts',
  {
    /** `kind:owner:currency`, e.g. `brand_held:<match id>:USD`, so a batch can name an account without reading it. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    brandId: text('brand_id'),
    creatorId: text('creator_id'),
    matchId: text('match_id'),
    campaignId: text('campaign_id'),
    currency: text('currency').notNull(),
    /** Cached sum of the account's entries, updated in the same batch as each entry. */
    balanceCents: integer('balance_cents').notNull().default(0),
    mayGoNegative: integer('may_go_negative', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_accounts_never_negative', sql`${t.mayGoNegative} = 1 OR ${t.balanceCents} >= 0`),
    index('ledger_accounts_brand_idx').on(t.brandId, t.kind),
    index('ledger_accounts_creator_idx').on(t.creatorId, t.kind),
    index('ledger_accounts_campaign_idx').on(t.campaignId, t.kind),
  ],
);

export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

export const ledgerTransactions = sqliteTable(
  'ledger_transactions',
  {
    id: id(),
    /** One movement happens once: a retried request or a redelivered webhook carries the same key. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind', { enum: LEDGER_TRANSACTION_KINDS }).notNull(),
    /** The positive amount that moved (the sum of the positive entries). */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    brandId: text('brand_id'),
    creatorId: text('creator_id'),
    campaignId: text('campaign_id'),
    matchId: text('match_id'),
    deliverableId: text('deliverable_id'),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_transactions_brand_idx').on(t.brandId, t.createdAt),
    index('ledger_transactions_creator_idx').on(t.creatorId, t.createdAt),
    index('ledger_transactions_match_idx').on(t.matchId, t.createdAt),
    // A campaign's released and paid-out sums (its spend figures) seek their campaign's rows, not the whole ledger.
    index('ledger_transactions_campaign_idx').on(t.campaignId, t.kind),
  ],
);

export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    id: id(),
    transactionId: refersTo('transaction_id', () => ledgerTransactions.id),
    accountId: refersTo('account_id', () => ledgerAccounts.id),
    /** Signed: positive adds to the account, negative takes from it. */
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);
