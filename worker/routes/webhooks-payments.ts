import { createRoute } from '@hono/zod-openapi';
import { AppError } from '../lib/errors';
import { createRouter, errorResponses, issuesToFields, jsonContent } from '../lib/openapi';
import { ZPaymentEvent, ZPaymentWebhookResponse } from '../schemas/payment-webhook';
import type { PaymentEvent } from '../services/payments/provider/types';
import { constructStripeEvent } from '../services/payments/provider/stripe/provider';
import { paymentWebhookSecrets } from '../services/payments/webhook/secrets';
import { verifyPaymentSignature } from '../services/payments/webhook/signature';
import { storePaymentEvent } from '../services/payments/webhook/store-event';

const parseEvent = (raw: string): PaymentEvent => {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AppError('validation_error', 'The request body is not valid JSON.');
  }
  const parsed = ZPaymentEvent.safeParse(body);
  if (!parsed.success)
    throw new AppError('validation_error', 'Not a payment event.', { fields: issuesToFields(parsed.error.issues) });
  return parsed.data as PaymentEvent;
};

export const paymentWebhookRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/webhooks/payments/',
    tags: ['webhooks'],
    description:
      'Payment-provider events (Stripe’s envelope and names). `Stripe-Signature: t=<unix>,v1=<hex>[,v1=…]` is HMAC-SHA256 of `"{t}.{raw body}"`; any v1 may match (secret rotation); 300 s tolerance; at most 1 MiB. Each event id is stored once and applied from the queue; a repeated id is acknowledged and changes nothing; unknown types are stored and acknowledged.',
    responses: {
      200: jsonContent(ZPaymentWebhookResponse),
      ...errorResponses(400, 413),
      503: jsonContent(ZPaymentWebhookResponse.partial(), 'Not configured'),
    },
  }),
  async (c) => {
    const secrets = paymentWebhookSecrets(c.env);
    if (secrets.length === 0)
      throw new AppError('webhook_not_configured', 'Payment webhooks are not configured (PAYMENT_WEBHOOK_SECRET).', {
        status: 503,
      });
    // At most 1 MiB: worker/app.ts caps the body (413) before this runs.
    const raw = await c.req.text();
    // The exact bytes that were signed are verified before anything is parsed.
    const header = c.req.header('stripe-signature');
    const secret = await verifyPaymentSignature({ header, body: raw, secrets });
    // With Stripe, its own library checks the delivery once more and parses it (SubtleCrypto in the Worker).
    if (c.env.PAYMENT_PROVIDER === 'stripe')
      await constructStripeEvent({ rawBody: raw, header: header!, secret }).catch(() => {
        throw new AppError('signature_invalid', 'Stripe could not verify this event.', { status: 400 });
      });
    const { duplicate } = await storePaymentEvent({ db: c.get('db'), env: c.env, event: parseEvent(raw) });
    return c.json({ received: true as const, duplicate }, 200);
  },
);
