import { authOf } from '../lib/middleware/guards';
import { createRouter, jsonBody } from '../lib/openapi';
import {
  ZMarkNotificationsRead,
  ZMarkNotificationsReadResponse,
  ZNotificationList,
  ZNotificationQuery,
} from '../schemas/common';
import { listNotifications, markNotificationsRead } from '../services/notifications/my-notifications';
import { signedInArea } from '../http/account-access';

const notifications = signedInArea(['notifications']);

/** The signed-in user's notifications: the unread (or all) and marking them read. */
export const notificationRoutes = createRouter()
  .openapi(
    notifications.read('/notification/my/', ZNotificationList, { request: { query: ZNotificationQuery } }),
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
    notifications.write('post', '/notification/my/', ZMarkNotificationsReadResponse, {
      request: jsonBody(ZMarkNotificationsRead),
    }),
    async (c) =>
      c.json(await markNotificationsRead({ db: c.get('db'), userId: authOf(c).user.id, ...c.req.valid('json') }), 200),
  );
