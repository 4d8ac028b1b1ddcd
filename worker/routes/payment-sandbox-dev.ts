import { z } from 'zod';
import { AppError } from '../lib/errors';
import { createRouter, jsonBody } from '../lib/openapi';
import { routeArea } from '../http/route-area';
import { isSandboxEnabled } from '../services/payments/provider/provider-for-env';
import { renewBrandSandboxSubscription } from '../services/payments/provider/sandbox/renewal';

const ZRenewal = z.object({
  brand_id: z.uuid(),
  outcome: z.enum(['paid', 'failed']),
  delivery: z.enum(['in_order', 'reversed', 'shuffled']).default('in_order'),
  copies: z.number().int().min(1).max(25).default(1),
});
const dev = routeArea({ tags: ['dev'], errors: [404] });

/**
 * Sandbox payment provider, development and tests only (404 in production or with Stripe): ends the brand's
 * current paid period now, so renewals, failed cards (past_due, grace) and cancellations can be tried.
 */
export const paymentSandboxDevRoutes = createRouter().openapi(
  dev.write(
    'post',
    '/dev/payments/sandbox/renewal/',
    z.object({ status: z.enum(['active', 'past_due', 'canceled']) }),
    {
      request: jsonBody(ZRenewal),
      errors: [409],
    },
  ),
  async (c) => {
    if (!isSandboxEnabled(c.env)) throw new AppError('route_not_found', 'No such API route.');
    const input = c.req.valid('json');
    const renewed = await renewBrandSandboxSubscription({
      db: c.get('db'),
      env: c.env,
      brandId: input.brand_id,
      outcome: input.outcome,
      delivery: { order: input.delivery, copies: input.copies },
    });
    return c.json(renewed, 200);
  },
);
