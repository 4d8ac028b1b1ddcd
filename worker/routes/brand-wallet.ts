import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { createRouter, jsonBody } from '../lib/openapi';
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
import { brandAccess, brandArea, brandContext, requirePermission } from '../http/brand-access';
import { linkedPage } from '../lib/page-links';
import { csvFile } from '../http/route-area';
import { requireTeamAbility } from '../lib/middleware/team-ability';

/** Brand users whose plan includes Creator Spend (strategists are not granted it, spec §6). */
const spenders = [...brandAccess, requirePermission('CREATOR_SPEND')];
const wallet = brandArea(['creator spend'], spenders);

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
    wallet.read('/brand/wallet/', ZWallet, {
      summary: 'The brand’s creator-spend wallet: available, held for offers, in escrow, released, paid out',
    }),
    async (c) => c.json(await loadWallet(brandContext(c)), 200),
  )
  .openapi(
    wallet.write('post', '/brand/wallet/top-ups/', ZTopUp, {
      summary: 'Starts a top-up (from $50): a checkout in payment mode; the wallet is credited by its webhook',
      request: { ...jsonBody(ZTopUpRequest), headers: ZIdempotencyHeader },
      status: 201,
      session: 'fold',
    }),
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
    wallet.read('/brand/wallet/top-ups/{id}/', ZTopUp, {
      summary: 'One top-up: `paid` once the provider’s webhook has credited the wallet',
      request: { params: ZIdParam },
    }),
    async (c) => c.json(await loadTopUp({ ...brandContext(c), ...c.req.valid('param') }), 200),
  )
  .openapi(
    wallet.read('/brand/wallet/transactions/', ZWalletTransactionPage, {
      summary: 'The wallet’s history, newest first; filter by campaign or creator',
      request: { query: ZWalletHistoryQuery },
    }),
    async (c) => {
      const { campaign_id: campaignId, creator_id: creatorId, ...q } = c.req.valid('query');
      const page = await linkedPage(c.req.url, q, (p) =>
        walletHistoryPage({ ...brandContext(c), campaignId, creatorId, ...p }),
      );
      return c.json(page, 200);
    },
  )
  .openapi(
    wallet.csv('/brand/wallet/transactions.csv', {
      summary: 'The wallet’s history as CSV (same filters)',
      request: { query: ZWalletHistoryQuery.pick({ campaign_id: true, creator_id: true }) },
      session: 'before',
    }),
    async (c) => {
      const { campaign_id: campaignId, creator_id: creatorId } = c.req.valid('query');
      return csvFile(c, await walletHistoryCsv({ ...brandContext(c), campaignId, creatorId }), 'wallet-history.csv');
    },
  )
  .openapi(
    wallet.write('post', '/brand/wallet/refund/', ZRefundResult, {
      summary: 'Sends unused available funds back to the card (settled by `charge.refunded`; owner and admins)',
      middleware: [...spenders, requireTeamAbility('billing')],
      request: { ...jsonBody(ZRefundRequest), headers: ZIdempotencyHeader },
      errors: [409],
      session: 'fold',
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
      c.executionCtx.waitUntil(result.send());
      return c.json({ refund_ids: result.refundIds, amount_cents: result.amountCents, wallet: result.wallet }, 200);
    },
  );
