import { createRoute } from '@hono/zod-openapi';
import { foldSession } from '../lib/session-fold';
import { authOf, requireUser } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import {
  ZMarkNotificationsRead,
  ZMarkNotificationsReadResponse,
  ZNotificationList,
  ZNotificationQuery,
} from '../schemas/common';
import { listNotifications, markNotificationsRead } from '../services/notifications/my-notifications';

const tags = ['notifications'];

export const notificationRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/notification/my/',
        tags,
        middleware: [requireUser],
        request: { query: ZNotificationQuery },
        responses: { 200: jsonContent(ZNotificationList), ...errorResponses(400, 401) },
      }),
    ),
    async (c) =>
      c.json(
        await listNotifications({
          db: c.get('db'),
          userId: authOf(c).user.id,
          all: c.req.valid('query').all === 'true',
        }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/notification/my/',
      tags,
      middleware: [requireUser],
      request: jsonBody(ZMarkNotificationsRead),
      responses: { 200: jsonContent(ZMarkNotificationsReadResponse), ...errorResponses(400, 401) },
    }),
    async (c) =>
      c.json(await markNotificationsRead({ db: c.get('db'), userId: authOf(c).user.id, ...c.req.valid('json') }), 200),
  );
