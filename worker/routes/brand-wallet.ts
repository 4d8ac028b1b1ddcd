import { createRoute, z } from '@hono/zod-openapi';
import { foldSession } from '../lib/session-fold';
import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { ZIdParam } from '../schemas/campaign';
import {
  ZRefundRequest,
  ZRefundResult,
  ZTopUp,
  ZTopUpRequest,
  ZWallet,
  ZWalletHistoryQuery,
  ZWalletTransactionPage,
} from '../schemas/wallet';
import { requestRefund } from '../services/wallet/refund';
import { loadTopUp, startTopUp } from '../services/wallet/top-up';
import { loadWallet } from '../services/wallet/wallet-balances';
import { walletHistoryCsv, walletHistoryPage } from '../services/wallet/wallet-history';
import { brandAccess, brandContext, requirePermission } from '../http/brand-access';
import { withPageLinks } from '../lib/page-links';

const tags = ['creator spend'];
/** Brand users whose plan includes Creator Spend (strategists are not granted it, spec §6). */
const spenders = [...brandAccess, requirePermission('CREATOR_SPEND')];

const ZIdempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(200)
    .optional()
    .openapi({ description: 'Retries with the same key do the work once' }),
});
const idempotencyKeyOf = (c: Context<AppEnv>) => c.req.header('idempotency-key') || undefined;

export const brandWalletRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/wallet/',
        tags,
        summary: 'The brand’s creator-spend wallet: available, held for offers, in escrow, released, paid out',
        middleware: spenders,
        responses: { 200: jsonContent(ZWallet), ...errorResponses(401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await loadWallet({ db, brandId }), 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'post',
        path: '/brand/wallet/top-ups/',
        tags,
        summary: 'Starts a top-up (from $50): a checkout in payment mode; the wallet is credited by its webhook',
        middleware: spenders,
        request: { ...jsonBody(ZTopUpRequest), headers: ZIdempotencyHeader },
        responses: { 201: jsonContent(ZTopUp), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId, auth } = brandContext(c);
      const topUp = await startTopUp({
        db,
        env: c.env,
        brandId,
        actor: auth.user,
        amountCents: c.req.valid('json').amount_cents,
        idempotencyKey: idempotencyKeyOf(c),
        origin: new URL(c.req.url).origin,
      });
      return c.json(topUp, 201);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/wallet/top-ups/{id}/',
        tags,
        summary: 'One top-up: `paid` once the provider’s webhook has credited the wallet',
        middleware: spenders,
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZTopUp), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await loadTopUp({ db, brandId, id: c.req.valid('param').id }), 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/wallet/transactions/',
        tags,
        summary: 'The wallet’s history, newest first; filter by campaign or creator',
        middleware: spenders,
        request: { query: ZWalletHistoryQuery },
        responses: { 200: jsonContent(ZWalletTransactionPage), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const q = c.req.valid('query');
      return c.json(
        withPageLinks(
          c.req.url,
          q,
          await walletHistoryPage({
            db,
            brandId,
            page: q.page,
            pageSize: q.page_size,
            campaignId: q.campaign_id,
            creatorId: q.creator_id,
          }),
        ),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/brand/wallet/transactions.csv',
      tags,
      summary: 'The wallet’s history as CSV (same filters)',
      middleware: spenders,
      request: { query: ZWalletHistoryQuery.pick({ campaign_id: true, creator_id: true }) },
      responses: {
        200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const q = c.req.valid('query');
      return c.body(await walletHistoryCsv({ db, brandId, campaignId: q.campaign_id, creatorId: q.creator_id }), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="wallet-history.csv"',
        'Cache-Control': 'no-store',
      });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/brand/wallet/refund/',
      tags,
      summary: 'Sends unused available funds back to the card (settled by `charge.refunded`)',
      middleware: spenders,
      request: { ...jsonBody(ZRefundRequest), headers: ZIdempotencyHeader },
      responses: { 200: jsonContent(ZRefundResult), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { db, brandId, actorId } = brandContext(c);
      const result = await requestRefund({
        db,
        env: c.env,
        brandId,
        actorId,
        amountCents: c.req.valid('json').amount_cents,
        idempotencyKey: idempotencyKeyOf(c),
      });
      return c.json({ refund_ids: result.refundIds, amount_cents: result.amountCents, wallet: result.wallet }, 200);
    },
  );
