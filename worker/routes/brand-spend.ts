import { createRoute } from '@hono/zod-openapi';
import { foldSession } from '../lib/session-fold';
import { withPageLinks } from '../lib/page-links';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi';
import { ZCampaignSpendList, ZCreatorSpendOverview, ZMatchSpendPage, ZMatchSpendQuery } from '../schemas/creator-spend';
import { campaignsSpent, creatorSpendOverview, matchesSpent } from '../services/creator-spend/spend-figures';
import { brandAccess, brandContext } from '../http/brand-access';

const tags = ['creator spend'];

/**
 * The spec's three spend calls. Mounted before the campaign routes so `/brand/campaigns/{id}/` does not capture
 * `/brand/campaigns/spent/`. Figures come from the ledger; budgets are readable by every brand user.
 */
export const brandSpendRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/campaigns/spent/',
        tags,
        summary: 'Per campaign: budget, committed, held, in escrow, released, fees, paid out, remaining',
        middleware: [...brandAccess],
        responses: { 200: jsonContent(ZCampaignSpendList), ...errorResponses(401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json({ results: await campaignsSpent({ db, brandId }) }, 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/campaigns/matches/spent/',
        tags,
        summary: 'Per match with an offer: offer, held, in escrow, released, paid out; filter by campaign or match',
        middleware: [...brandAccess],
        request: { query: ZMatchSpendQuery },
        responses: { 200: jsonContent(ZMatchSpendPage), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const q = c.req.valid('query');
      return c.json(
        withPageLinks(
          c.req.url,
          q,
          await matchesSpent({
            db,
            brandId,
            campaignId: q.campaign_id,
            matchId: q.match_id,
            page: q.page,
            pageSize: q.page_size,
          }),
        ),
        200,
      );
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/creator-spend-overview/',
        tags,
        summary: 'The brand’s totals: wallet balances, active budgets, commitments and fees',
        middleware: [...brandAccess],
        responses: { 200: jsonContent(ZCreatorSpendOverview), ...errorResponses(401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await creatorSpendOverview({ db, brandId }), 200);
    },
  );
