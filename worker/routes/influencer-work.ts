import { linkedPage } from '../lib/page-links';
import { createRouter } from '../lib/openapi';
import {
  ZCreatorDashboard,
  ZCreatorDeliverableDetail,
  ZCreatorDeliverableList,
  ZDeliverableListQuery,
} from '../schemas/creator-work';
import { creatorDashboard } from '../services/creator-campaigns/dashboard';
import { listMyDeliverables, myDeliverableDetail } from '../services/creator-campaigns/deliverables';
import { creatorArea, creatorContext, ZIdParam } from '../http/creator-access';

const work = creatorArea(['creator: work']);

/** The creator's dashboard ("what needs doing now") and their deliverables. Submissions live in influencer-content. */
export const influencerWorkRoutes = createRouter()
  .openapi(work.read('/influencer/dashboard/', ZCreatorDashboard), async (c) =>
    c.json(await creatorDashboard(creatorContext(c)), 200),
  )
  .openapi(
    work.read('/influencer/deliverables/', ZCreatorDeliverableList, { request: { query: ZDeliverableListQuery } }),
    async (c) => {
      const { status: statuses, campaign_id: campaignId, ...q } = c.req.valid('query');
      const page = await linkedPage(c.req.url, q, (p) =>
        listMyDeliverables({ ...creatorContext(c), statuses, campaignId, ...p }),
      );
      return c.json(page, 200);
    },
  )
  .openapi(
    work.read('/influencer/deliverables/{id}/', ZCreatorDeliverableDetail, {
      request: { params: ZIdParam },
      errors: [404],
    }),
    async (c) =>
      c.json(await myDeliverableDetail({ ...creatorContext(c), deliverableId: c.req.valid('param').id }), 200),
  );
