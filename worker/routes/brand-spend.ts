import { linkedPage } from '../lib/page-links';
import { createRouter } from '../lib/openapi';
import { ZCampaignSpendList, ZCreatorSpendOverview, ZMatchSpendPage, ZMatchSpendQuery } from '../schemas/creator-spend';
import { campaignsSpent, creatorSpendOverview, matchesSpent } from '../services/creator-spend/spend-figures';
import { brandArea, brandContext } from '../http/brand-access';

const spend = brandArea(['creator spend']);

/**
 * The spec's three spend calls. Mounted before the campaign routes so `/brand/campaigns/{id}/` does not capture
 * `/brand/campaigns/spent/`. Figures come from the ledger; budgets are readable by every brand user.
 */
export const brandSpendRoutes = createRouter()
  .openapi(
    spend.read('/brand/campaigns/spent/', ZCampaignSpendList, {
      summary: 'Per campaign: budget, committed, held, in escrow, released, fees, paid out, remaining',
    }),
    async (c) => c.json({ results: await campaignsSpent(brandContext(c)) }, 200),
  )
  .openapi(
    spend.read('/brand/campaigns/matches/spent/', ZMatchSpendPage, {
      summary: 'Per match with an offer: offer, held, in escrow, released, paid out; filter by campaign or match',
      request: { query: ZMatchSpendQuery },
    }),
    async (c) => {
      const { campaign_id: campaignId, match_id: matchId, ...q } = c.req.valid('query');
      const page = await linkedPage(c.req.url, q, (p) =>
        matchesSpent({ ...brandContext(c), campaignId, matchId, ...p }),
      );
      return c.json(page, 200);
    },
  )
  .openapi(
    spend.read('/brand/creator-spend-overview/', ZCreatorSpendOverview, {
      summary: 'The brand’s totals: wallet balances, active budgets, commitments and fees',
    }),
    async (c) => c.json(await creatorSpendOverview(brandContext(c)), 200),
  );
