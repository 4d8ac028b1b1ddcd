import { createRoute } from '@hono/zod-openapi';
import { authOf } from '../lib/middleware/guards';
import { withPageLinks } from '../lib/page-links';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi';
import {
  ZCreatorDashboard,
  ZCreatorDeliverableDetail,
  ZCreatorDeliverableList,
  ZDeliverableListQuery,
} from '../schemas/creator-work';
import { creatorDashboard } from '../services/creator-campaigns/dashboard';
import { listMyDeliverables, myDeliverableDetail } from '../services/creator-campaigns/deliverables';
import { loadOwnCreator } from '../services/creators/load-creator';
import { creatorOnly, ZIdParam } from '../http/creator-access';

const base = { tags: ['creator: work'], middleware: [...creatorOnly] };

/** The creator's dashboard ("what needs doing now") and their deliverables. Submissions live in influencer-content. */
export const influencerWorkRoutes = createRouter()
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/influencer/dashboard/',
      responses: { 200: jsonContent(ZCreatorDashboard), ...errorResponses(401, 403) },
    }),
    async (c) => {
      const db = c.get('db');
      return c.json(await creatorDashboard({ db, creator: await loadOwnCreator({ db, auth: authOf(c) }) }), 200);
    },
  )
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/influencer/deliverables/',
      request: { query: ZDeliverableListQuery },
      responses: { 200: jsonContent(ZCreatorDeliverableList), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const db = c.get('db');
      const q = c.req.valid('query');
      const creator = await loadOwnCreator({ db, auth: authOf(c) });
      return c.json(
        withPageLinks(
          c.req.url,
          q,
          await listMyDeliverables({
            db,
            creatorId: creator.id,
            statuses: q.status,
            campaignId: q.campaign_id,
            page: q.page,
            pageSize: q.page_size,
          }),
        ),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/influencer/deliverables/{id}/',
      request: { params: ZIdParam },
      responses: { 200: jsonContent(ZCreatorDeliverableDetail), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const db = c.get('db');
      await loadOwnCreator({ db, auth: authOf(c) });
      return c.json(
        await myDeliverableDetail({ db, userId: authOf(c).user.id, deliverableId: c.req.valid('param').id }),
        200,
      );
    },
  );
