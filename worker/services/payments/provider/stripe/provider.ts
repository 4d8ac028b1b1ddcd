import Stripe from 'stripe';
import { AppError } from '../../../../lib/errors';
import type { CheckoutLineItem, PaymentProvider } from '../types';

type Options = { secretKey: string; apiBase?: string; fetchFn?: typeof fetch };

const clientOf = ({ secretKey, apiBase, fetchFn }: Options) => {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
};

/** Stripe's refusals become a clear 502 (or 409 for a state the caller can fix); never a bare 500. */
const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (e) {
    if (e instanceof Stripe.errors.StripeError) {
      const status = e.statusCode && e.statusCode >= 400 && e.statusCode < 500 && e.statusCode !== 401 ? 409 : 502;
      throw new AppError('payment_provider_error', `Stripe refused to ${what}: ${e.message}`, { status });
    }
    throw e;
  }
};

const priceData = (item: CheckoutLineItem) => ({
  currency: item.currency.toLowerCase(),
  unit_amount: item.amountCents,
  product_data: { name: item.name },
  ...(item.interval ? { recurring: { interval: item.interval } } : {}),
});

/**
 * PAYMENT_PROVIDER=stripe: the official package over fetch (Workers). Checkout Sessions in `subscription` and
 * `payment` mode, subscription updates, refunds, Express connected accounts with account links, transfers.
 * Metadata rides on the session and on every object it creates, so webhooks carry our ids back.
 */
export const createStripePaymentProvider = (options: Options): PaymentProvider => {
  const stripe = clientOf(options);
  const refund: PaymentProvider['refund'] = async ({ paymentId, amountCents, metadata, idempotencyKey }) => {
    const created = await call('refund', () =>
      stripe.refunds.create({ payment_intent: paymentId, amount: amountCents, metadata }, { idempotencyKey }),
    );
    return { id: created.id };
  };
  return {
    name: 'stripe',

    async createCheckoutSession(input) {
      const session = await call('open a checkout', () =>
        stripe.checkout.sessions.create(
          {
            mode: input.mode,
            ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
            client_reference_id: input.brandId,
            line_items: [
              input.lineItem.providerPriceId
                ? { price: input.lineItem.providerPriceId, quantity: 1 }
                : { price_data: priceData(input.lineItem), quantity: 1 },
            ],
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata: input.metadata,
            ...(input.mode === 'subscription'
              ? { subscription_data: { metadata: input.metadata } }
              : { payment_intent_data: { metadata: input.metadata } }),
          },
          input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
        ),
      );
      if (!session.url)
        throw new AppError('payment_provider_error', 'Stripe returned a checkout session without a URL.', {
          status: 502,
        });
      return { id: session.id, url: session.url, writes: [] };
    },

    async setCancelAtPeriodEnd({ subscriptionId, cancel, metadata }) {
      await call('update the subscription', () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel, metadata }),
      );
      return { writes: [], announce: async () => {} };
    },

    subscriptionRead: () => null,

    async changeSubscriptionPrice({ subscriptionId, lineItem, prorate, metadata, idempotencyKey }) {
      const current = await call('read the subscription', () => stripe.subscriptions.retrieve(subscriptionId));
      const item = current.items.data[0];
      if (!item)
        throw new AppError('payment_provider_error', 'The Stripe subscription has no item to change.', { status: 502 });
      const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
      const price = lineItem.providerPriceId
        ? { price: lineItem.providerPriceId }
        : {
            price_data: {
              currency: lineItem.currency.toLowerCase(),
              unit_amount: lineItem.amountCents,
              product,
              recurring: { interval: lineItem.interval ?? item.price.recurring?.interval ?? 'month' },
            },
          };
      await call('change the plan', () =>
        stripe.subscriptions.update(
          subscriptionId,
          { items: [{ id: item.id, ...price }], proration_behavior: prorate ? 'always_invoice' : 'none', metadata },
          { idempotencyKey },
        ),
      );
      return { writes: [], announce: async () => {} };
    },

    refund,

    // Stripe keeps the refund itself: nothing to write, and the id comes back from the call.
    async prepareRefund(input) {
      return { id: null, writes: [], send: () => refund(input) };
    },

    async createPayoutAccount({ creatorId, email, country, metadata }) {
      const account = await call('create a payout account', () =>
        stripe.accounts.create(
          {
            type: 'express',
            email,
            country,
            metadata: { ...metadata, creator_id: creatorId },
            capabilities: { transfers: { requested: true } },
          },
          { idempotencyKey: `payout-account-${creatorId}` },
        ),
      );
      return { accountId: account.id, writes: [] };
    },

    async createPayoutOnboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await call('open payout onboarding', () =>
        stripe.accountLinks.create({
          account: accountId,
          return_url: returnUrl,
          refresh_url: refreshUrl,
          type: 'account_onboarding',
        }),
      );
      return { url: link.url, writes: [] };
    },

    async createTransfer({ accountId, amountCents, currency, metadata, idempotencyKey }) {
      const transfer = await call('transfer to the creator', () =>
        stripe.transfers.create(
          { amount: amountCents, currency: currency.toLowerCase(), destination: accountId, metadata },
          { idempotencyKey },
        ),
      );
      return { id: transfer.id };
    },
  };
};

/** Stripe's own verification and parsing of a delivery (SubtleCrypto in the Worker), with the secret that matched. */
export const constructStripeEvent = ({
  rawBody,
  header,
  secret,
}: {
  rawBody: string;
  header: string;
  secret: string;
}) => Stripe.webhooks.constructEventAsync(rawBody, header, secret, 300, Stripe.createSubtleCryptoProvider());
