import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  constructStripeEvent,
  createStripePaymentProvider,
} from '../../worker/services/payments/provider/stripe/provider';
import { signPaymentPayload, verifyPaymentSignature } from '../../worker/services/payments/webhook/signature';

type Seen = {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | null;
  auth: string | null;
  host: string;
};

/** A fake Stripe API: records each request and answers like Stripe would for the calls we make. */
const fakeStripe = () => {
  const seen: Seen[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_fake' },
    });
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    seen.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body,
      idempotencyKey: headers.get('idempotency-key'),
      auth: headers.get('authorization'),
      host: url.host,
    });
    const route = `${init?.method} ${url.pathname}`;
    if (route === 'POST /v1/checkout/sessions')
      return json({
        id: 'cs_test_fake',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_fake',
      });
    if (route === 'GET /v1/subscriptions/sub_1')
      return json({
        id: 'sub_1',
        object: 'subscription',
        items: {
          data: [{ id: 'si_1', price: { id: 'price_old', product: 'prod_1', recurring: { interval: 'month' } } }],
        },
      });
    if (route === 'POST /v1/subscriptions/sub_1') return json({ id: 'sub_1', object: 'subscription' });
    if (route === 'POST /v1/subscriptions/sub_gone')
      return json({ error: { type: 'invalid_request_error', message: 'No such subscription: sub_gone' } }, 404);
    if (route === 'POST /v1/refunds') return json({ id: 're_1', object: 'refund' });
    if (route === 'POST /v1/accounts') return json({ id: 'acct_1', object: 'account' });
    if (route === 'POST /v1/account_links')
      return json({ object: 'account_link', url: 'https://connect.stripe.com/setup/e/acct_1/abc' });
    if (route === 'POST /v1/transfers') return json({ id: 'tr_1', object: 'transfer' });
    return json({ error: { type: 'api_error', message: 'unexpected' } }, 500);
  }) as typeof fetch;
  const provider = createStripePaymentProvider({
    secretKey: 'sk_test_fake',
    apiBase: 'http://stripe.fake:12111',
    fetchFn,
  });
  return { seen, provider };
};

describe('Stripe adapter against a fake Stripe API', () => {
  it('opens Checkout Sessions in subscription mode with the price inline, metadata on the subscription, and the idempotency key', async () => {
    const { seen, provider } = fakeStripe();
    const session = await provider.createCheckoutSession({
      mode: 'subscription',
      brandId: 'b-1',
      customerEmail: 'o@example.test',
      lineItem: { name: 'Growth plan', amountCents: 79_900, currency: 'USD', interval: 'month' },
      successUrl: 'https://app.example/brand/billing',
      cancelUrl: 'https://app.example/brand/payment/cancel',
      metadata: { purpose: 'subscription', brand_id: 'b-1' },
      idempotencyKey: 'idem-1',
    });
    expect(session).toEqual({ id: 'cs_test_fake', url: 'https://checkout.stripe.com/c/pay/cs_test_fake', writes: [] });
    const [req] = seen;
    expect(req).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: 'idem-1',
      auth: 'Bearer sk_test_fake',
      host: 'stripe.fake:12111',
    });
    expect(Object.fromEntries(req!.body)).toMatchObject({
      mode: 'subscription',
      customer_email: 'o@example.test',
      client_reference_id: 'b-1',
      'line_items[0][price_data][unit_amount]': '79900',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Growth plan',
      'metadata[purpose]': 'subscription',
      'subscription_data[metadata][brand_id]': 'b-1',
    });
  });

  it('opens payment-mode sessions with a configured price id and the metadata on the payment intent', async () => {
    const { seen, provider } = fakeStripe();
    await provider.createCheckoutSession({
      mode: 'payment',
      brandId: 'b-1',
      customerEmail: 'o@example.test',
      customerId: 'cus_1',
      lineItem: { name: 'Top-up', amountCents: 5_000, currency: 'USD', providerPriceId: 'price_topup' },
      successUrl: 'https://app.example/ok',
      cancelUrl: 'https://app.example/no',
      metadata: { purpose: 'wallet_top_up' },
    });
    expect(Object.fromEntries(seen[0]!.body)).toMatchObject({
      mode: 'payment',
      customer: 'cus_1',
      'line_items[0][price]': 'price_topup',
      'payment_intent_data[metadata][purpose]': 'wallet_top_up',
    });
  });

  it('changes the price with proration, cancels at period end, refunds, onboards and transfers', async () => {
    const { seen, provider } = fakeStripe();
    await provider.changeSubscriptionPrice({
      subscriptionId: 'sub_1',
      lineItem: { name: 'Growth', amountCents: 79_900, currency: 'USD', interval: 'year' },
      prorate: true,
      metadata: { plan_id: 'p-2' },
      idempotencyKey: 'chg-1',
    });
    const change = seen.find((s) => s.method === 'POST' && s.path === '/v1/subscriptions/sub_1')!;
    expect(Object.fromEntries(change.body)).toMatchObject({
      'items[0][id]': 'si_1',
      'items[0][price_data][product]': 'prod_1',
      'items[0][price_data][recurring][interval]': 'year',
      proration_behavior: 'always_invoice',
      'metadata[plan_id]': 'p-2',
    });
    await provider.setCancelAtPeriodEnd({ subscriptionId: 'sub_1', cancel: true, metadata: { changed_at_ms: '7' } });
    expect(seen.at(-1)!.body.get('cancel_at_period_end')).toBe('true');
    expect(seen.at(-1)!.body.get('metadata[changed_at_ms]')).toBe('7');
    expect(
      await provider.refund({ paymentId: 'pi_1', amountCents: 1_000, metadata: {}, idempotencyKey: 'ref-1' }),
    ).toEqual({ id: 're_1' });
    expect(seen.at(-1)).toMatchObject({ path: '/v1/refunds', idempotencyKey: 'ref-1' });
    expect(
      await provider.createPayoutAccount({ creatorId: 'c-1', email: 'c@example.test', country: 'US', metadata: {} }),
    ).toEqual({ accountId: 'acct_1', writes: [] });
    expect(Object.fromEntries(seen.at(-1)!.body)).toMatchObject({
      type: 'express',
      'capabilities[transfers][requested]': 'true',
      'metadata[creator_id]': 'c-1',
    });
    expect(
      await provider.createPayoutOnboardingLink({
        accountId: 'acct_1',
        returnUrl: 'https://app.example/r',
        refreshUrl: 'https://app.example/f',
      }),
    ).toEqual({ url: 'https://connect.stripe.com/setup/e/acct_1/abc', writes: [] });
    expect(
      await provider.createTransfer({
        accountId: 'acct_1',
        amountCents: 9_200,
        currency: 'USD',
        metadata: { match_id: 'm' },
        idempotencyKey: 'tr-key',
      }),
    ).toEqual({ id: 'tr_1' });
    expect(Object.fromEntries(seen.at(-1)!.body)).toMatchObject({
      amount: '9200',
      currency: 'usd',
      destination: 'acct_1',
    });
    expect(seen.at(-1)!.idempotencyKey).toBe('tr-key');
  });

  it('turns a Stripe refusal into a clear provider error, not a 500', async () => {
    const { provider } = fakeStripe();
    await expect(
      provider.setCancelAtPeriodEnd({ subscriptionId: 'sub_gone', cancel: true, metadata: {} }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'payment_provider_error',
    });
  });
});

describe('Stripe signatures', () => {
  it('Stripe’s library accepts our signatures and ours accepts Stripe’s test headers', async () => {
    const secret = 'whsec_test_secret_for_cross_check';
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: { id: 'in_1' } },
    });
    const ours = await signPaymentPayload({ secret, body: payload });
    expect((await constructStripeEvent({ rawBody: payload, header: ours, secret })).id).toBe('evt_1');
    const theirs = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret,
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    expect(
      await verifyPaymentSignature({ header: theirs, body: payload, secrets: ['whsec_other_secret_first', secret] }),
    ).toBe(secret);
  });
});
