import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, oneOf } from './columns';

/**
 * The sandbox payment provider's own state (PAYMENT_PROVIDER=sandbox): what Stripe would keep on its side.
 * Ids look like Stripe's (`cs_…`, `sub_…`); times are unix seconds like Stripe's objects.
 */
type Meta = Record<string, string>;

export const sandboxCustomers = sqliteTable('sandbox_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  reference: text('reference').notNull(),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  createdAt: createdAt(),
});

export const sandboxCheckoutSessions = sqliteTable(
  'sandbox_checkout_sessions',
  {
    id: text('id').primaryKey(),
    mode: text('mode', { enum: ['subscription', 'payment'] }).notNull(),
    customerId: text('customer_id').notNull(),
    customerEmail: text('customer_email').notNull(),
    itemName: text('item_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval', { enum: ['month', 'year'] }),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    metadata: text('metadata', { mode: 'json' }).$type<Meta>().notNull(),
    status: oneOf('status', ['open', 'complete', 'expired'], 'open'),
    subscriptionId: text('subscription_id'),
    paymentIntentId: text('payment_intent_id'),
    idempotencyKey: text('idempotency_key'),
    created: integer('created').notNull(),
  },
  (t) => [uniqueIndex('sandbox_checkout_sessions_key_unique').on(t.idempotencyKey)],
);

export const sandboxSubscriptions = sqliteTable('sandbox_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  status: text('status', { enum: ['active', 'past_due', 'canceled'] }).notNull(),
  itemName: text('item_name').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  interval: text('interval', { enum: ['month', 'year'] }).notNull(),
  currentPeriodStart: integer('current_period_start').notNull(),
  currentPeriodEnd: integer('current_period_end').notNull(),
  cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
  metadata: text('metadata', { mode: 'json' }).$type<Meta>().notNull(),
  /** The `created` of the newest event about this subscription: each next one is later, so order is never ambiguous. */
  lastEventAt: integer('last_event_at').notNull(),
});

export const sandboxInvoices = sqliteTable('sandbox_invoices', {
  id: text('id').primaryKey(),
  number: text('number').notNull(),
  subscriptionId: text('subscription_id').notNull(),
  customerId: text('customer_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['paid', 'open'] }).notNull(),
  description: text('description').notNull(),
  periodStart: integer('period_start').notNull(),
  periodEnd: integer('period_end').notNull(),
  created: integer('created').notNull(),
});

/** One-off payments (a PaymentIntent and its charge in one row). */
export const sandboxPayments = sqliteTable('sandbox_payments', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  refundedCents: integer('refunded_cents').notNull().default(0),
  currency: text('currency').notNull(),
  metadata: text('metadata', { mode: 'json' }).$type<Meta>().notNull(),
  created: integer('created').notNull(),
});

export const sandboxRefunds = sqliteTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  metadata: text('metadata', { mode: 'json' }).$type<Meta>().notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  created: integer('created').notNull(),
});

/** Connect-style payout accounts of creators. */
export const sandboxAccounts = sqliteTable('sandbox_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  country: text('country').notNull(),
  legalName: text('legal_name'),
  bankLast4: text('bank_last4'),
  taxFormSigned: integer('tax_form_signed', { mode: 'boolean' }).notNull().default(false),
  /** Test switch: payouts to this account fail (`payout.failed`). */
  failPayouts: integer('fail_payouts', { mode: 'boolean' }).notNull().default(false),
  metadata: text('metadata', { mode: 'json' }).$type<Meta>().notNull(),
  /** Where the onboarding page sends the creator back (our own origin only). */
  returnUrl: text('return_url'),
  created: integer('created').notNull(),
  lastEventAt: integer('last_event_at').notNull(),
});

export const sandboxTransfers = sqliteTable('sandbox_transfers', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  metadata: text('metadata', { mode: 'json' }).$type<Meta>().notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  payoutId: text('payout_id').notNull(),
  payoutStatus: text('payout_status', { enum: ['paid', 'failed'] }).notNull(),
  created: integer('created').notNull(),
});
