import { createRoute } from '@hono/zod-openapi';
import { authOf } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import {
  ZCheckinSchedule,
  ZCheckinScheduleRequest,
  ZCheckinTask,
  ZCheckinTaskList,
  ZCompleteCheckinRequest,
} from '../schemas/internal-checkins';
import { setCheckinSchedule } from '../services/internal/checkin-schedule';
import { completeCheckinTask, listCheckinTasks } from '../services/internal/checkin-tasks';
import { ZIdParam } from '../http/creator-access';
import { internalOnly } from '../http/internal-access';
import { foldSession } from '../lib/session-fold';

const base = { tags: ['internal: check-ins'], middleware: [...internalOnly] };

/** Campaign Check-ins: schedules per campaign, the tasks the scheduled handler opens, and closing them with notes. */
export const internalCheckinRoutes = createRouter()
  .openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/internal/campaigns/{id}/check-in/',
      description: 'Creates or changes the campaign’s check-in schedule (weekly by default).',
      request: { params: ZIdParam, ...jsonBody(ZCheckinScheduleRequest) },
      responses: { 200: jsonContent(ZCheckinSchedule), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) =>
      c.json(
        await setCheckinSchedule({
          db: c.get('db'),
          auth: authOf(c),
          campaignId: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
        200,
      ),
  )
  .openapi(
    foldSession(
      createRoute({
        ...base,
        method: 'get',
        path: '/internal/organizations/{id}/check-ins/',
        request: { params: ZIdParam },
        responses: { 200: jsonContent(ZCheckinTaskList), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) =>
      c.json(await listCheckinTasks({ db: c.get('db'), auth: authOf(c), brandId: c.req.valid('param').id }), 200),
  )
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/internal/check-ins/{id}/complete/',
      description: 'Closes a due check-in with notes; 409 when it is already done.',
      request: { params: ZIdParam, ...jsonBody(ZCompleteCheckinRequest) },
      responses: { 200: jsonContent(ZCheckinTask), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) =>
      c.json(
        await completeCheckinTask({
          db: c.get('db'),
          auth: authOf(c),
          taskId: c.req.valid('param').id,
          notes: c.req.valid('json').notes,
        }),
        200,
      ),
  );
