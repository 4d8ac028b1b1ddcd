import { createRoute } from '@hono/zod-openapi';
import { authOf, requireRole, requireUser } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi';
import { ZSubscription } from '../schemas/subscription';
import { resolveActingBrand } from '../lib/auth/acting-brand';
import { loadSubscription } from '../services/brands/subscription';

export const paymentRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/payment/brand/subscription/',
    tags: ['payment'],
    middleware: [requireUser, requireRole('Brand', 'Strategist')],
    responses: {
      200: jsonContent(ZSubscription, 'The acting brand’s subscription record'),
      ...errorResponses(401, 403, 404),
    },
  }),
  async (c) => {
    const db = c.get('db');
    const { brandId } = resolveActingBrand(authOf(c));
    return c.json(await loadSubscription(db, brandId), 200);
  },
);
