import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { subscriptions } from '../../db/schema';
import { AppError } from '../lib/errors';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { isSandboxEnabled } from '../services/payments/provider/provider-for-env';
import { renewSandboxSubscription } from '../services/payments/provider/sandbox/renewal';

const ZRenewal = z.object({
  brand_id: z.uuid(),
  outcome: z.enum(['paid', 'failed']),
  delivery: z.enum(['in_order', 'reversed', 'shuffled']).default('in_order'),
  copies: z.number().int().min(1).max(25).default(1),
});

/**
 * Sandbox payment provider, development and tests only (404 in production or with Stripe): ends the brand's
 * current paid period now, so renewals, failed cards (past_due, grace) and cancellations can be tried.
 */
export const paymentSandboxDevRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/dev/payments/sandbox/renewal/',
    tags: ['dev'],
    request: jsonBody(ZRenewal),
    responses: {
      200: jsonContent(z.object({ status: z.enum(['active', 'past_due', 'canceled']) })),
      ...errorResponses(400, 404, 409),
    },
  }),
  async (c) => {
    if (!isSandboxEnabled(c.env)) throw new AppError('route_not_found', 'No such API route.');
    const input = c.req.valid('json');
    const db = c.get('db');
    const [row] = await db
      .select({ id: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .where(eq(subscriptions.brandId, input.brand_id))
      .limit(1);
    if (!row?.id) throw new AppError('not_found', 'That brand has no paid subscription in the sandbox.');
    return c.json(
      await renewSandboxSubscription(db, c.env, row.id, input.outcome, { order: input.delivery, copies: input.copies }),
      200,
    );
  },
);
