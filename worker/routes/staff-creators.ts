import { createRouter, jsonBody } from '../lib/openapi';
import { ZCreatorIdParam, ZCreatorStatusResponse } from '../schemas/creator-profile';
import {
  ZApprovalQueue,
  ZApprovalQueueQuery,
  ZAuditPage,
  ZAuditQuery,
  ZCreatorDecision,
  ZRejectCreator,
} from '../schemas/staff';
import { listApprovalQueue } from '../services/staff/approval-queue';
import { listAuditLog } from '../services/staff/audit-log';
import { askCreatorForChanges, decideCreatorStatus } from '../http/creator-decisions';
import { staffArea as staff } from '../http/staff-access';

/** Staff console: the creator approval queue and the audit log. */
export const staffCreatorRoutes = createRouter()
  .openapi(
    staff.read('/staff/creators/approval-queue/', ZApprovalQueue, {
      summary: 'Creators waiting for approval (or asked for changes)',
      request: { query: ZApprovalQueueQuery },
    }),
    async (c) => c.json(await listApprovalQueue({ db: c.get('db'), ...c.req.valid('query') }), 200),
  )
  .openapi(
    staff.write('post', '/staff/creators/{creator_id}/approve/', ZCreatorStatusResponse, {
      summary: 'Approve a waiting creator (they are notified by e-mail and in the app)',
      request: { params: ZCreatorIdParam },
      errors: [409],
      session: 'fold',
    }),
    async (c) => {
      const creatorId = c.req.valid('param').creator_id;
      return c.json(await decideCreatorStatus(c, { creatorId, status: 'ACTIVE' }), 200);
    },
  )
  .openapi(
    staff.write('post', '/staff/creators/{creator_id}/reject/', ZCreatorDecision, {
      summary: 'Ask a waiting creator for changes, with the reason they are sent',
      request: { params: ZCreatorIdParam, ...jsonBody(ZRejectCreator) },
      errors: [409],
      session: 'fold',
    }),
    async (c) => {
      const creatorId = c.req.valid('param').creator_id;
      return c.json(await askCreatorForChanges(c, { creatorId, reason: c.req.valid('json').reason }), 200);
    },
  )
  .openapi(
    staff.read('/staff/audit-log/', ZAuditPage, {
      summary: 'Every staff action, newest first; filter by action, target or text',
      request: { query: ZAuditQuery },
    }),
    async (c) => c.json(await listAuditLog({ db: c.get('db'), query: c.req.valid('query') }), 200),
  );
