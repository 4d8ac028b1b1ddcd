import { z } from '@hono/zod-openapi';
import { createRouter } from '../lib/openapi';
import {
  ZDeadLetterIdParam,
  ZDeadLetterList,
  ZDeadLetterQuery,
  ZOutboxStatus,
  ZScheduledJobs,
} from '../schemas/operations';
import { listDeadLetters, listScheduledJobs, outboxStatus } from '../services/operations/operations-view';
import { resendDeadLetter } from '../services/operations/resend-dead-letter';
import { staffArea, staffContext } from '../http/staff-access';

const ZResent = z.object({ detail: z.string(), resent_at: z.string() });

/** Staff console, Operations: undispatched outbox events, dead letters (with re-send), scheduled job runs. */
export const staffOperationRoutes = createRouter()
  .openapi(
    staffArea.read('/staff/operations/outbox/', ZOutboxStatus, {
      summary: 'Domain events not yet handed to the queue: how many, and the oldest 50',
    }),
    async (c) => c.json(await outboxStatus(c.get('db')), 200),
  )
  .openapi(
    staffArea.read('/staff/operations/dead-letters/', ZDeadLetterList, {
      summary: 'Queue messages that exhausted their retries, with their error (open or already re-sent)',
      request: { query: ZDeadLetterQuery },
    }),
    async (c) => c.json(await listDeadLetters({ db: c.get('db'), ...c.req.valid('query') }), 200),
  )
  .openapi(
    staffArea.write('post', '/staff/operations/dead-letters/{id}/resend/', ZResent, {
      summary: 'Put a dead letter back on the queue (once) and mark it re-sent',
      request: { params: ZDeadLetterIdParam },
      errors: [409, 503],
      session: 'fold',
    }),
    async (c) => c.json(await resendDeadLetter({ ...staffContext(c), env: c.env, ...c.req.valid('param') }), 200),
  )
  .openapi(
    staffArea.read('/staff/operations/scheduled-runs/', ZScheduledJobs, {
      summary: 'The last five runs of each scheduled job, and when it last failed',
    }),
    async (c) => c.json(await listScheduledJobs(c.get('db')), 200),
  );
