/**
 * The payment provider (DESIGN §12), chosen by PAYMENT_PROVIDER: the sandbox (default, local and tests) or
 * Stripe. Both look alike from the outside: hosted pages the user is sent to, and signed webhooks with Stripe's
 * event names and shapes delivered to POST /api/webhooks/payments/. Amounts are integer minor units.
 *
 * Subscriptions, checkout and refunds serve the plans and the wallet's top-ups; connected accounts and transfers
 * serve creator payouts.
 */
import type { BatchItem } from 'drizzle-orm/batch';

type TCurrency = string;

/**
 * The provider's own state for a call, as statements the caller runs in its own guarded batch, together with the
 * rows that hand the result out (issue 15: a state change is one read, then one batch). The sandbox keeps its state
 * in our database, so its calls that create something return their inserts here and touch the database no other way;
 * Stripe keeps its state itself and returns none. A caller must run them before anyone can use the id or URL.
 */
export type ProviderWrites = BatchItem<'sqlite'>[];

export type CheckoutLineItem = {
  /** Shown on the hosted page. */
  name: string;
  amountCents: number;
  currency: TCurrency;
  /** Recurring price for `subscription` mode. */
  interval?: 'month' | 'year';
  /** The provider's own price id (Stripe `price_…`), when one is configured for this item. */
  providerPriceId?: string;
};

type CreateCheckoutInput = {
  /** `subscription` buys a plan; `payment` is a one-off charge (a wallet top-up). */
  mode: 'subscription' | 'payment';
  /** Our brand id; the provider keeps it as the customer's reference. */
  brandId: string;
  customerEmail: string;
  /** An existing provider customer id, when the brand has one. */
  customerId?: string | null;
  lineItem: CheckoutLineItem;
  successUrl: string;
  cancelUrl: string;
  /** Copied onto the checkout session and every object it creates; webhooks carry it back. */
  metadata: Record<string, string>;
  idempotencyKey?: string;
};

type CheckoutSession = { id: string; url: string; writes: ProviderWrites };

/**
 * A change the provider agreed to: Stripe has made it when the call returns (no `writes`, nothing to announce); the
 * sandbox returns it as `writes` for the caller's guarded batch (they abort the batch if the provider would refuse)
 * and `announce` delivers its webhook once that batch has committed.
 */
type ProviderChange = { writes: ProviderWrites; announce: () => Promise<void> };

/**
 * A refund split in two: `writes` go in the caller's own guarded batch (the sandbox's refund row and the payment's
 * refunded total; Stripe none), and `send` runs once that batch has committed (the sandbox announces it with
 * `charge.refunded`; Stripe is asked over HTTP). `id` is the provider's refund id when known before sending.
 */
export type PreparedRefund = { id: string | null; writes: ProviderWrites; send: () => Promise<{ id: string }> };

type RefundInput = {
  /** The provider's payment (Stripe `payment_intent`) being refunded. */
  paymentId: string;
  amountCents: number;
  metadata: Record<string, string>;
  idempotencyKey: string;
};

type PayoutAccountInput = {
  creatorId: string;
  email: string;
  country: string;
  metadata: Record<string, string>;
};

type TransferInput = {
  /** The creator's connected account. */
  accountId: string;
  amountCents: number;
  currency: TCurrency;
  metadata: Record<string, string>;
  idempotencyKey: string;
};

export type PaymentProvider = {
  readonly name: 'sandbox' | 'stripe';
  createCheckoutSession: (input: CreateCheckoutInput) => Promise<CheckoutSession>;
  /** Cancel (true) or resume (false) at the end of the paid period; `metadata` is merged into the subscription's. */
  setCancelAtPeriodEnd: (input: {
    subscriptionId: string;
    cancel: boolean;
    metadata: Record<string, string>;
  }) => Promise<ProviderChange>;
  /**
   * What `changeSubscriptionPrice` reads of the provider's own state, as a statement for the caller's read batch
   * keyed by our brand (the sandbox: its subscription; Stripe: none, it reads over HTTP). Its rows go back as `read`.
   */
  subscriptionRead: (brandId: string) => BatchItem<'sqlite'> | null;
  /** Moves a subscription to another price; `prorate` charges the difference now (upgrades). */
  changeSubscriptionPrice: (input: {
    subscriptionId: string;
    lineItem: CheckoutLineItem;
    prorate: boolean;
    metadata: Record<string, string>;
    idempotencyKey: string;
    read?: unknown[];
  }) => Promise<ProviderChange>;
  refund: (input: RefundInput) => Promise<{ id: string }>;
  /** The same refund as `refund`, for a caller that writes it in its own batch (a state change: a read, then one batch). */
  prepareRefund: (input: RefundInput) => Promise<PreparedRefund>;
  /** Once per creator: the same creator gets the same account (Stripe by its idempotency key). */
  createPayoutAccount: (input: PayoutAccountInput) => Promise<{ accountId: string; writes: ProviderWrites }>;
  /** A hosted onboarding page for the connected account (bank details, tax form). */
  createPayoutOnboardingLink: (input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }) => Promise<{ url: string; writes: ProviderWrites }>;
  /** Moves money from the platform to a connected account; the provider then pays it out to the bank. */
  createTransfer: (input: TransferInput) => Promise<{ id: string }>;
};

/** A webhook event as both providers send it (Stripe's envelope). */
export type PaymentEvent = {
  id: string;
  type: string;
  /** Unix seconds when the provider created the event. */
  created: number;
  data: { object: Record<string, unknown> & { id: string; object?: string; metadata?: Record<string, string> } };
};
