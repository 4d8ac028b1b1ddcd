import { z } from 'zod';

/** The envelope every payment-provider event has (Stripe's); the object itself is kept as sent. */
export const ZPaymentEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  created: z.number().int().nonnegative(),
  account: z.string().max(255).optional(),
  data: z.object({ object: z.looseObject({ id: z.string().min(1).max(255) }) }),
});

export const ZPaymentWebhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });
