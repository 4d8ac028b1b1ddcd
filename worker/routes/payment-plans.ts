import { createRoute, z } from '@hono/zod-openapi';
import { authOf, requireRole, requireUser } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { ZBillingPeriod, ZCheckoutInput, ZCheckoutResult, ZPlanList, ZPurchaseQuote } from '../schemas/plans';
import { resolveActingBrand } from '../lib/auth/acting-brand';
import { listPlans } from '../services/payments/plans/list-plans';
import { quotePlanChange, quoteDto } from '../services/payments/plans/plan-change';
import { brandAccess, brandContext } from '../http/brand-access';
import { foldSession, withoutSession } from '../lib/session-fold';
import { startCheckout } from '../services/payments/plans/start-checkout';

const tags = ['payment'];
const brandOnly = [requireUser, requireRole('Brand', 'Strategist')];
const ZQuoteQuery = z.object({
  plan: z.string().trim().min(1).max(64).openapi({ example: 'growth' }),
  period: ZBillingPeriod.default('month'),
});
const ZIdempotencyHeader = z.object({ 'idempotency-key': z.string().trim().min(8).max(255).optional() });

/** Plans (issue 9): the public comparison, what a choice would charge today, and buying or changing a plan. */
export const paymentPlanRoutes = createRouter()
  .openapi(
    withoutSession(
      createRoute({
        method: 'get',
        path: '/payment/plans/',
        tags,
        responses: { 200: jsonContent(ZPlanList, 'Every plan with prices, seats, fee and features (public)') },
      }),
    ),
    async (c) => {
      return c.json({ results: await listPlans(c.get('db')) }, 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/payment/brand/checkout/quote/',
        tags,
        middleware: [...brandAccess],
        request: { query: ZQuoteQuery },
        responses: {
          200: jsonContent(ZPurchaseQuote, 'What choosing this plan and period charges today'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(quoteDto(await quotePlanChange({ db, brandId, input: c.req.valid('query') })), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/payment/brand/checkout/',
      tags,
      middleware: brandOnly,
      request: { headers: ZIdempotencyHeader, ...jsonBody(ZCheckoutInput) },
      responses: {
        200: jsonContent(
          ZCheckoutResult,
          'Where to go next: the hosted checkout, or billing after an upgrade or downgrade',
        ),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const auth = authOf(c);
      const result = await startCheckout({
        db: c.get('db'),
        env: c.env,
        acting: resolveActingBrand(auth),
        email: auth.user.email,
        input: c.req.valid('json'),
        idempotencyKey: c.req.valid('header')['idempotency-key'],
      });
      return c.json(result, 200);
    },
  );
