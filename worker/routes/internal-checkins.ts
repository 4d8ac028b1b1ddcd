import { createRouter, jsonBody } from '../lib/openapi';
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
import { internalArea, internalContext } from '../http/internal-access';

const checkins = internalArea(['internal: check-ins']);

/** Campaign Check-ins: schedules per campaign, the tasks the scheduled handler opens, and closing them with notes. */
export const internalCheckinRoutes = createRouter()
  .openapi(
    checkins.write('put', '/internal/campaigns/{id}/check-in/', ZCheckinSchedule, {
      description: 'Creates or changes the campaign’s check-in schedule (weekly by default).',
      request: { params: ZIdParam, ...jsonBody(ZCheckinScheduleRequest) },
      errors: [404],
    }),
    async (c) => {
      const schedule = { campaignId: c.req.valid('param').id, input: c.req.valid('json') };
      return c.json(await setCheckinSchedule({ ...internalContext(c), ...schedule }), 200);
    },
  )
  .openapi(
    checkins.read('/internal/organizations/{id}/check-ins/', ZCheckinTaskList, {
      request: { params: ZIdParam },
      errors: [404],
    }),
    async (c) => c.json(await listCheckinTasks({ ...internalContext(c), brandId: c.req.valid('param').id }), 200),
  )
  .openapi(
    checkins.write('post', '/internal/check-ins/{id}/complete/', ZCheckinTask, {
      description: 'Closes a due check-in with notes; 409 when it is already done.',
      request: { params: ZIdParam, ...jsonBody(ZCompleteCheckinRequest) },
      errors: [404, 409],
      session: 'fold',
    }),
    async (c) => {
      const task = { taskId: c.req.valid('param').id, notes: c.req.valid('json').notes };
      return c.json(await completeCheckinTask({ ...internalContext(c), ...task }), 200);
    },
  );
