import { createRoute, z } from '@hono/zod-openapi';
import { authOf } from '../lib/middleware/guards';
import { staffOnly } from '../lib/middleware/staff-only';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi';
import {
  ZDeadLetterIdParam,
  ZDeadLetterList,
  ZDeadLetterQuery,
  ZOutboxStatus,
  ZScheduledJobs,
} from '../schemas/operations';
import { listDeadLetters, listScheduledJobs, outboxStatus } from '../services/operations/operations-view';
import { resendDeadLetter } from '../services/operations/resend-dead-letter';
import { foldSession } from '../lib/session-fold';

const base = { tags: ['staff'], middleware: [staffOnly] };
const ZResent = z.object({ detail: z.string(), resent_at: z.string() });

/** Staff console, Operations: undispatched outbox events, dead letters (with re-send), scheduled job runs. */
export const staffOperationRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/staff/operations/outbox/',
        summary: 'Domain events not yet handed to the queue: how many, and the oldest 50',
        responses: { 200: jsonContent(ZOutboxStatus), ...errorResponses(404) },
      }),
    ),
    async (c) => c.json(await outboxStatus(c.get('db')), 200),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/staff/operations/dead-letters/',
        summary: 'Queue messages that exhausted their retries, with their error (open or already re-sent)',
        request: { query: ZDeadLetterQuery },
        responses: { 200: jsonContent(ZDeadLetterList), ...errorResponses(400, 404) },
      }),
    ),
    async (c) => c.json(await listDeadLetters({ db: c.get('db'), state: c.req.valid('query').state }), 200),
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/staff/operations/dead-letters/{id}/resend/',
      summary: 'Put a dead letter back on the queue (once) and mark it re-sent',
      request: { params: ZDeadLetterIdParam },
      responses: { 200: jsonContent(ZResent), ...errorResponses(400, 404, 409, 503) },
    }),
    async (c) =>
      c.json(
        await resendDeadLetter({ db: c.get('db'), env: c.env, staff: authOf(c).user, id: c.req.valid('param').id }),
        200,
      ),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/staff/operations/scheduled-runs/',
        summary: 'The last five runs of each scheduled job, and when it last failed',
        responses: { 200: jsonContent(ZScheduledJobs), ...errorResponses(404) },
      }),
    ),
    async (c) => c.json(await listScheduledJobs(c.get('db')), 200),
  );
