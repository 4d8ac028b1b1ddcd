import { AppError } from '../lib/errors';
import { createRouter, jsonContent } from '../lib/openapi';
import { ZPaymentEvent, ZPaymentWebhookResponse } from '../schemas/payment-webhook';
import type { PaymentEvent } from '../services/payments/provider/types';
import { constructStripeEvent } from '../services/payments/provider/stripe/provider';
import { paymentWebhookSecrets } from '../services/payments/webhook/secrets';
import { verifyPaymentSignature } from '../services/payments/webhook/signature';
import { storePaymentEvent } from '../services/payments/webhook/store-event';
import { signedEvent, webhookArea } from '../http/webhook';

export const paymentWebhookRoutes = createRouter().openapi(
  webhookArea.write('post', '/webhooks/payments/', ZPaymentWebhookResponse, {
    description:
      'Payment-provider events (Stripe’s envelope and names). `Stripe-Signature: t=<unix>,v1=<hex>[,v1=…]` is HMAC-SHA256 of `"{t}.{raw body}"`; any v1 may match (secret rotation); 300 s tolerance; at most 1 MiB. Each event id is stored once and applied from the queue; a repeated id is acknowledged and changes nothing; unknown types are stored and acknowledged.',
    written: { 503: jsonContent(ZPaymentWebhookResponse.partial(), 'Not configured') },
  }),
  async (c) => {
    const secrets = paymentWebhookSecrets(c.env);
    if (secrets.length === 0)
      throw new AppError('webhook_not_configured', 'Payment webhooks are not configured (PAYMENT_WEBHOOK_SECRET).', {
        status: 503,
      });
    // At most 1 MiB: worker/app.ts caps the body (413) before this runs.
    const header = c.req.header('stripe-signature');
    // The exact bytes that were signed are verified before anything is parsed.
    const verify = async (raw: string) => {
      const secret = await verifyPaymentSignature({ header, body: raw, secrets });
      // With Stripe, its own library checks the delivery once more and parses it (SubtleCrypto in the Worker).
      if (c.env.PAYMENT_PROVIDER === 'stripe')
        await constructStripeEvent({ rawBody: raw, header: header!, secret }).catch(() => {
          throw new AppError('signature_invalid', 'Stripe could not verify this event.', { status: 400 });
        });
    };
    const event = (await signedEvent(c, {
      verify,
      schema: ZPaymentEvent,
      notAnEvent: 'Not a payment event.',
    })) as PaymentEvent;
    const { duplicate } = await storePaymentEvent({ db: c.get('db'), env: c.env, event });
    return c.json({ received: true as const, duplicate }, 200);
  },
);
