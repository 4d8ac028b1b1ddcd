import { z } from '@hono/zod-openapi';
import { authOf } from '../lib/middleware/guards';
import { createRouter, jsonBody } from '../lib/openapi';
import { ZBillingPeriod, ZCheckoutInput, ZCheckoutResult, ZPlanList, ZPurchaseQuote } from '../schemas/plans';
import { resolveActingBrand } from '../lib/auth/acting-brand';
import { listPlans } from '../services/payments/plans/list-plans';
import { quotePlanChange, quoteDto } from '../services/payments/plans/plan-change';
import { brandArea, brandContext, brandRoles } from '../http/brand-access';
import { routeArea } from '../http/route-area';
import { startCheckout } from '../services/payments/plans/start-checkout';

const tags = ['payment'];
const plans = routeArea({ tags });
const checkout = brandArea(tags);
const ZQuoteQuery = z.object({
  plan: z.string().trim().min(1).max(64).openapi({ example: 'growth' }),
  period: ZBillingPeriod.default('month'),
});
const ZIdempotencyHeader = z.object({ 'idempotency-key': z.string().trim().min(8).max(255).optional() });

/** Plans (issue 9): the public comparison, what a choice would charge today, and buying or changing a plan. */
export const paymentPlanRoutes = createRouter()
  .openapi(
    plans.read('/payment/plans/', ZPlanList, {
      answer: 'Every plan with prices, seats, fee and features (public)',
      session: 'none',
    }),
    async (c) => c.json({ results: await listPlans(c.get('db')) }, 200),
  )
  .openapi(
    checkout.read('/payment/brand/checkout/quote/', ZPurchaseQuote, {
      request: { query: ZQuoteQuery },
      errors: [409],
      answer: 'What choosing this plan and period charges today',
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(quoteDto(await quotePlanChange({ db, brandId, input: c.req.valid('query') })), 200);
    },
  )
  .openapi(
    checkout.write('post', '/payment/brand/checkout/', ZCheckoutResult, {
      middleware: brandRoles,
      request: { headers: ZIdempotencyHeader, ...jsonBody(ZCheckoutInput) },
      errors: [409],
      answer: 'Where to go next: the hosted checkout, or billing after an upgrade or downgrade',
      session: 'fold',
    }),
    async (c) => {
      const auth = authOf(c);
      // Set on the request, so the folded session check confirms the brand (and its role) in place.
      const acting = resolveActingBrand(auth);
      c.set('actingBrand', acting);
      const { result, announce } = await startCheckout({
        db: c.get('db'),
        env: c.env,
        acting,
        user: auth.user,
        input: c.req.valid('json'),
        idempotencyKey: c.req.valid('header')['idempotency-key'],
      });
      // The sandbox's webhooks are stored before the answer, as Stripe's would be sent before it (no round trip of ours).
      await announce();
      return c.json(result, 200);
    },
  );
