import type { Env } from '../../../../env';
import type { PaymentEvent } from '../types';
import { sandboxSigningSecret } from '../../webhook/secrets';
import { signPaymentPayload } from '../../webhook/signature';
import { sandboxId } from './ids';

/** Test and development switch: deliver each event several times and/or out of order, as real providers may. */
export type SandboxDelivery = { order?: 'in_order' | 'reversed' | 'shuffled'; copies?: number };

export const sandboxEvent = ({
  type,
  object,
  created,
  account,
}: {
  type: string;
  object: PaymentEvent['data']['object'];
  created: number;
  account?: string;
}): PaymentEvent & { object: 'event'; livemode: false; account?: string } => ({
  id: sandboxId('evt'),
  object: 'event',
  type,
  created,
  livemode: false,
  ...(account ? { account } : {}),
  data: { object },
});

/** Reads `delivery` and `copies` from a query or form (ignored in production, where the sandbox never runs). */
export const deliveryFrom = (get: (key: string) => string | undefined | null): SandboxDelivery => {
  const order = get('delivery');
  const copies = Number(get('copies') ?? '1');
  return {
    order: order === 'reversed' || order === 'shuffled' ? order : 'in_order',
    copies: Number.isInteger(copies) && copies >= 1 && copies <= 25 ? copies : 1,
  };
};

const ordered = <T>(events: T[], order: SandboxDelivery['order']) => {
  if (order === 'reversed') return [...events].reverse();
  if (order === 'shuffled')
    return [...events]
      .map((e) => ({ e, k: Math.random() }))
      .sort((a, b) => a.k - b.k)
      .map((x) => x.e);
  return events;
};

type WebhookReceiver = { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response> };
let receiver: WebhookReceiver | null = null;

/**
 * The app that receives the sandbox's webhooks in-process. The Worker's entry (and the test setup) registers it:
 * the app's routes use this provider, so importing the app here would make an import cycle.
 */
export const receiveSandboxWebhooksWith = (app: WebhookReceiver) => {
  receiver = app;
};

const webhookReceiver = () => {
  if (!receiver) throw new Error('No app receives the sandbox payment webhooks: call receiveSandboxWebhooksWith(app).');
  return receiver;
};

const backgroundCtx = {
  waitUntil: () => {},
  passThroughOnException: () => {},
  props: {},
} as unknown as ExecutionContext;

/**
 * Signs each event like Stripe and posts it to our own /api/webhooks/payments/ by calling the app in-process
 * (no network). Copies of one event go in parallel, as a retrying provider's would.
 */
export const deliverSandboxEvents = async ({
  env,
  events,
  delivery = {},
}: {
  env: Env;
  events: PaymentEvent[];
  delivery?: SandboxDelivery;
}) => {
  const secret = sandboxSigningSecret(env);
  const url = new URL('/api/webhooks/payments/', env.PUBLIC_URL).toString();
  const post = async (event: PaymentEvent) => {
    const body = JSON.stringify(event);
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': await signPaymentPayload({ secret, body }) },
      body,
    });
    const response = await webhookReceiver().fetch(request, env, backgroundCtx);
    if (!response.ok)
      console.warn(
        JSON.stringify({
          level: 'warn',
          msg: 'sandbox webhook refused',
          type: event.type,
          status: response.status,
          body: await response.text(),
        }),
      );
  };
  for (const event of ordered(events, delivery.order)) {
    await Promise.all(Array.from({ length: delivery.copies ?? 1 }, () => post(event)));
  }
};
