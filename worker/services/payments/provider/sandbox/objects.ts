import type {
  sandboxAccounts,
  sandboxCheckoutSessions,
  sandboxInvoices,
  sandboxPayments,
  sandboxSubscriptions,
  sandboxTransfers,
} from '../../../../../db/schema';

/** Stripe-shaped objects built from the sandbox's rows (only the fields our handlers and Stripe's docs agree on). */
type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];
export type Card = { brand: string; last4: string };

const lower = (currency: string) => currency.toLowerCase();

export const checkoutSessionObject = (s: Row<typeof sandboxCheckoutSessions>) => ({
  id: s.id,
  object: 'checkout.session',
  mode: s.mode,
  status: s.status,
  payment_status: s.status === 'complete' ? 'paid' : 'unpaid',
  customer: s.customerId,
  customer_email: s.customerEmail,
  client_reference_id: s.metadata.brand_id ?? null,
  amount_total: s.amountCents,
  currency: lower(s.currency),
  subscription: s.subscriptionId,
  payment_intent: s.paymentIntentId,
  metadata: s.metadata,
  created: s.created,
});

export const subscriptionObject = (s: Row<typeof sandboxSubscriptions>) => ({
  id: s.id,
  object: 'subscription',
  customer: s.customerId,
  status: s.status,
  cancel_at_period_end: s.cancelAtPeriodEnd,
  current_period_start: s.currentPeriodStart,
  current_period_end: s.currentPeriodEnd,
  items: {
    object: 'list',
    data: [
      {
        id: `si_${s.id.slice(4)}`,
        current_period_start: s.currentPeriodStart,
        current_period_end: s.currentPeriodEnd,
        price: {
          unit_amount: s.amountCents,
          currency: lower(s.currency),
          recurring: { interval: s.interval },
          product: { name: s.itemName },
        },
      },
    ],
  },
  metadata: s.metadata,
});

export const invoiceObject = ({
  i,
  sub,
  card,
  proration = false,
}: {
  i: Row<typeof sandboxInvoices>;
  sub: Row<typeof sandboxSubscriptions>;
  card: Card | null;
  proration?: boolean;
}) => ({
  id: i.id,
  object: 'invoice',
  number: i.number,
  customer: i.customerId,
  subscription: i.subscriptionId,
  status: i.status,
  amount_due: i.amountCents,
  amount_paid: i.status === 'paid' ? i.amountCents : 0,
  total: i.amountCents,
  currency: lower(i.currency),
  created: i.created,
  status_transitions: { paid_at: i.status === 'paid' ? i.created : null },
  lines: {
    object: 'list',
    data: [
      {
        description: i.description,
        amount: i.amountCents,
        proration,
        period: { start: i.periodStart, end: i.periodEnd },
      },
    ],
  },
  subscription_details: { metadata: sub.metadata },
  // Stripe sends the charge id here; the sandbox expands it, so the card shows without another call.
  charge: card ? { id: `ch_${i.id.slice(3)}`, payment_method_details: { card } } : null,
  metadata: {},
});

export const chargeObject = (
  p: Row<typeof sandboxPayments>,
  refund: { id: string; amountCents: number; metadata: Record<string, string>; created: number },
) => ({
  id: `ch_${p.id.slice(3)}`,
  object: 'charge',
  payment_intent: p.id,
  amount: p.amountCents,
  amount_refunded: p.refundedCents,
  refunded: p.refundedCents >= p.amountCents,
  currency: lower(p.currency),
  metadata: p.metadata,
  refunds: {
    object: 'list',
    data: [
      {
        id: refund.id,
        object: 'refund',
        amount: refund.amountCents,
        metadata: refund.metadata,
        created: refund.created,
        status: 'succeeded',
      },
    ],
  },
});

const accountRequirements = (a: Row<typeof sandboxAccounts>) => [
  ...(a.legalName ? [] : ['individual.full_name']),
  ...(a.bankLast4 ? [] : ['external_account']),
  ...(a.taxFormSigned ? [] : ['tax_form.certification']),
];

export const accountObject = (a: Row<typeof sandboxAccounts>) => {
  const due = accountRequirements(a);
  const identityDone = !!a.legalName && a.taxFormSigned;
  return {
    id: a.id,
    object: 'account',
    type: 'express',
    email: a.email,
    country: a.country,
    details_submitted: identityDone,
    charges_enabled: identityDone,
    payouts_enabled: due.length === 0,
    requirements: {
      currently_due: due,
      eventually_due: due,
      past_due: [],
      disabled_reason: due.length ? 'requirements.past_due' : null,
    },
    external_accounts: {
      object: 'list',
      data: a.bankLast4
        ? [{ id: `ba_${a.id.slice(5)}`, object: 'bank_account', last4: a.bankLast4, country: a.country }]
        : [],
    },
    metadata: a.metadata,
  };
};

export const transferObject = (t: Row<typeof sandboxTransfers>) => ({
  id: t.id,
  object: 'transfer',
  amount: t.amountCents,
  currency: lower(t.currency),
  destination: t.accountId,
  metadata: t.metadata,
  created: t.created,
});

/** The connected account's payout of a transfer; `metadata.transfer_id` ties it back (a sandbox convenience). */
export const payoutObject = (t: Row<typeof sandboxTransfers>) => ({
  id: t.payoutId,
  object: 'payout',
  amount: t.amountCents,
  currency: lower(t.currency),
  status: t.payoutStatus,
  arrival_date: t.created + 86_400,
  failure_code: t.payoutStatus === 'failed' ? 'account_closed' : null,
  failure_message: t.payoutStatus === 'failed' ? 'The bank account has been closed.' : null,
  metadata: { ...t.metadata, transfer_id: t.id },
});
