import { createRoute } from '@hono/zod-openapi';
import { requirePermission } from '../lib/middleware/brand-access';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi';
import { ZWallet } from '../schemas/wallet';
import { loadWallet } from '../services/wallet/wallet-balances';
import { brandAccess, brandContext } from './brand-access';

const tags = ['creator spend'];
/** Brand users whose plan includes Creator Spend (strategists are not granted it, spec §6). */
export const spenders = [...brandAccess, requirePermission('CREATOR_SPEND')];

export const brandWalletRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/brand/wallet/',
    tags,
    summary: 'The brand’s creator-spend wallet: available, held for offers, in escrow, released, paid out',
    middleware: spenders,
    responses: { 200: jsonContent(ZWallet), ...errorResponses(401, 403, 404) },
  }),
  async (c) => {
    const { db, brandId } = brandContext(c);
    return c.json(await loadWallet(db, brandId), 200);
  },
);
