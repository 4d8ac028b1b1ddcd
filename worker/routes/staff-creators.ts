import { createRoute } from '@hono/zod-openapi';
import { authOf } from '../lib/middleware/guards';
import { staffOnly } from '../lib/middleware/staff-only';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { ZCreatorIdParam, ZCreatorStatusResponse } from '../schemas/creator-profile';
import {
  ZApprovalQueue,
  ZApprovalQueueQuery,
  ZAuditPage,
  ZAuditQuery,
  ZCreatorDecision,
  ZRejectCreator,
} from '../schemas/staff';
import { rejectCreator, setCreatorStatus } from '../services/creators/creator-status';
import { listApprovalQueue } from '../services/staff/approval-queue';
import { listAuditLog } from '../services/staff/audit-log';
import { dispatchLater } from '../http/creator-access';
import { foldSession } from '../lib/session-fold';

const tags = ['staff'];
const staff = [staffOnly];

/** Staff console: the creator approval queue and the audit log. Every route is 404 for anyone but staff. */
export const staffCreatorRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/staff/creators/approval-queue/',
        tags,
        summary: 'Creators waiting for approval (or asked for changes)',
        middleware: staff,
        request: { query: ZApprovalQueueQuery },
        responses: { 200: jsonContent(ZApprovalQueue), ...errorResponses(400, 404) },
      }),
    ),
    async (c) => c.json(await listApprovalQueue({ db: c.get('db'), ...c.req.valid('query') }), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/creators/{creator_id}/approve/',
      tags,
      summary: 'Approve a waiting creator (they are notified by e-mail and in the app)',
      middleware: staff,
      request: { params: ZCreatorIdParam },
      responses: { 200: jsonContent(ZCreatorStatusResponse), ...errorResponses(400, 404, 409) },
    }),
    async (c) => {
      const { result, events } = await setCreatorStatus({
        db: c.get('db'),
        auth: authOf(c),
        creatorId: c.req.valid('param').creator_id,
        status: 'ACTIVE',
      });
      events.forEach((e) => dispatchLater(c, e));
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/creators/{creator_id}/reject/',
      tags,
      summary: 'Ask a waiting creator for changes, with the reason they are sent',
      middleware: staff,
      request: { params: ZCreatorIdParam, ...jsonBody(ZRejectCreator) },
      responses: { 200: jsonContent(ZCreatorDecision), ...errorResponses(400, 404, 409) },
    }),
    async (c) => {
      const { result, events } = await rejectCreator({
        db: c.get('db'),
        auth: authOf(c),
        creatorId: c.req.valid('param').creator_id,
        reason: c.req.valid('json').reason,
      });
      events.forEach((e) => dispatchLater(c, e));
      return c.json(result, 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/staff/audit-log/',
        tags,
        summary: 'Every staff action, newest first; filter by action, target or text',
        middleware: staff,
        request: { query: ZAuditQuery },
        responses: { 200: jsonContent(ZAuditPage), ...errorResponses(400, 404) },
      }),
    ),
    async (c) => c.json(await listAuditLog({ db: c.get('db'), query: c.req.valid('query') }), 200),
  );
