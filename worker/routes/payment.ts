import { createRoute } from '@hono/zod-openapi';
import { foldSession } from '../lib/session-fold';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi';
import { ZSubscription } from '../schemas/subscription';
import { brandAccess, brandContext } from '../http/brand-access';
import { loadSubscription } from '../services/brands/subscription';

export const paymentRoutes = createRouter().openapi(
  foldSession(
    createRoute({
      method: 'get',
      path: '/payment/brand/subscription/',
      tags: ['payment'],
      middleware: [...brandAccess],
      responses: {
        200: jsonContent(ZSubscription, 'The acting brand’s subscription record'),
        ...errorResponses(401, 403, 404),
      },
    }),
  ),
  async (c) => {
    const { db, brandId } = brandContext(c);
    return c.json(await loadSubscription({ db, brandId }), 200);
  },
);
