import { createRoute, z } from '@hono/zod-openapi';
import { authOf } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi';
import { ZCreatorMatchPayment, ZCreatorPayments, ZPayoutAccount, ZPayoutOnboarding } from '../schemas/creator-payments';
import { ownCreatorId } from '../services/creators/load-creator';
import { foldSession } from '../lib/session-fold';
import { creatorPaymentsCsv, loadCreatorMatchPayment, loadCreatorPayments } from '../services/payouts/creator-payments';
import { loadPayoutAccount, startPayoutOnboarding } from '../services/payouts/payout-account';
import { creatorOnly, ZIdParam } from '../http/creator-access';

const tags = ['creator: payments'];
const base = { tags, middleware: [...creatorOnly] };

export const influencerPaymentRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/influencer/payments/',
        summary: 'In escrow for you, available, paid out, payout account and history',
        responses: { 200: jsonContent(ZCreatorPayments), ...errorResponses(401, 403, 404) },
      }),
    ),
    async (c) => c.json(await loadCreatorPayments({ db: c.get('db'), creatorId: ownCreatorId(authOf(c)) }), 200),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/influencer/payments.csv',
        summary: 'The payments history as CSV',
        responses: {
          200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
          ...errorResponses(401, 403, 404),
        },
      }),
    ),
    async (c) => {
      return c.body(await creatorPaymentsCsv({ db: c.get('db'), creatorId: ownCreatorId(authOf(c)) }), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="payments.csv"',
        'Cache-Control': 'no-store',
      });
    },
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/influencer/payments/{id}/',
        summary: 'The payment of one collaboration (by match id): amounts, fee, deliverables, timeline',
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZCreatorMatchPayment), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) =>
      c.json(
        await loadCreatorMatchPayment({
          db: c.get('db'),
          creatorId: ownCreatorId(authOf(c)),
          matchId: c.req.valid('param').id,
        }),
        200,
      ),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/influencer/payout-account/',
        summary: 'The payout account: not_started, pending, enabled or restricted (with what is missing)',
        responses: { 200: jsonContent(ZPayoutAccount), ...errorResponses(401, 403, 404) },
      }),
    ),
    async (c) => c.json(await loadPayoutAccount({ db: c.get('db'), creatorId: ownCreatorId(authOf(c)) }), 200),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'post',
        path: '/influencer/payout-account/onboarding/',
        summary: 'A hosted onboarding link (name, country, bank, tax form); returns to Settings → Payments',
        responses: { 200: jsonContent(ZPayoutOnboarding), ...errorResponses(401, 403, 404) },
      }),
    ),
    async (c) => {
      const auth = authOf(c);
      const origin = new URL(c.req.url).origin;
      const link = await startPayoutOnboarding({
        db: c.get('db'),
        env: c.env,
        creatorId: ownCreatorId(auth),
        user: auth.user,
        country: 'US',
        returnUrl: `${origin}/creator/settings/payments?payouts=ready`,
      });
      return c.json({ url: link.url }, 200);
    },
  );
