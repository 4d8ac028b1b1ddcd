import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { brands, plans } from './brands';
import { belongsTo, createdAt, id } from './columns';

/**
 * Every payment-provider webhook event as received (DESIGN §12): inserted once keyed by the provider's event id,
 * then applied from the queue. `applied_at` stays null until every handler of its type has run.
 */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** Unix seconds when the provider created the event. */
    created: integer('created').notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    receivedAt: createdAt(),
    appliedAt: text('applied_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('payment_events_unapplied_idx').on(t.appliedAt, t.receivedAt)],
);

/** A brand's invoices as the provider reported them (`invoice.paid` / `invoice.payment_failed`). */
export const invoices = sqliteTable(
  'invoices',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    number: text('number').notNull(),
    planId: text('plan_id').references(() => plans.id),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['open', 'paid', 'payment_failed'] }).notNull(),
    periodStart: text('period_start'),
    periodEnd: text('period_end'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    issuedAt: text('issued_at').notNull(),
    paidAt: text('paid_at'),
  },
  (t) => [
    uniqueIndex('invoices_provider_unique').on(t.providerInvoiceId),
    index('invoices_brand_idx').on(t.brandId, t.issuedAt),
  ],
);

/** Checkout sessions we opened, keyed by the caller's Idempotency-Key so a retried request reuses its session. */
export const paymentCheckouts = sqliteTable(
  'payment_checkouts',
  {
    id: id(),
    brandId: belongsTo('brand_id', () => brands.id),
    idempotencyKey: text('idempotency_key').notNull(),
    purpose: text('purpose').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_checkouts_key_unique').on(t.brandId, t.idempotencyKey)],
);
