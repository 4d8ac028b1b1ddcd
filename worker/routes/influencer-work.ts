import { createRoute } from '@hono/zod-openapi';
import { withPageLinks } from '../lib/page-links';
import { authOf } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi';
import {
  ZCreatorDashboard,
  ZCreatorDeliverableDetail,
  ZCreatorDeliverableList,
  ZDeliverableListQuery,
} from '../schemas/creator-work';
import { creatorDashboard } from '../services/creator-campaigns/dashboard';
import { listMyDeliverables, myDeliverableDetail } from '../services/creator-campaigns/deliverables';
import { ownCreatorId } from '../services/creators/load-creator';
import { foldSession } from '../lib/session-fold';
import { creatorOnly, ZIdParam } from '../http/creator-access';

const base = { tags: ['creator: work'], middleware: [...creatorOnly] };

/** The creator's dashboard ("what needs doing now") and their deliverables. Submissions live in influencer-content. */
export const influencerWorkRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/influencer/dashboard/',
        responses: { 200: jsonContent(ZCreatorDashboard), ...errorResponses(401, 403) },
      }),
    ),
    async (c) => c.json(await creatorDashboard({ db: c.get('db'), creatorId: ownCreatorId(authOf(c)) }), 200),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/influencer/deliverables/',
        request: { query: ZDeliverableListQuery },
        responses: { 200: jsonContent(ZCreatorDeliverableList), ...errorResponses(400, 401, 403) },
      }),
    ),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(
        withPageLinks(
          c.req.url,
          q,
          await listMyDeliverables({
            db: c.get('db'),
            creatorId: ownCreatorId(authOf(c)),
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
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/influencer/deliverables/{id}/',
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZCreatorDeliverableDetail), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const auth = authOf(c);
      ownCreatorId(auth);
      return c.json(
        await myDeliverableDetail({ db: c.get('db'), userId: auth.user.id, deliverableId: c.req.valid('param').id }),
        200,
      );
    },
  );
