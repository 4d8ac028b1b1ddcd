import { authOf, requireUser } from '../lib/middleware/guards';
import { createRouter } from '../lib/openapi';
import { publicOrigin } from '../lib/request-info';
import { ZDetail } from '../schemas/auth';
import { ZStaffUserList, ZStaffUserQuery, ZUserIdParam } from '../schemas/staff';
import { resendActivation, reactivateUser, searchUsers, suspendUser } from '../services/staff/manage-users';
import { routeArea } from '../http/route-area';
import { staffArea, staffContext } from '../http/staff-access';

/** One user's state change: its session check rides in the batch that reads the user (two round trips in all). */
const oneUser = { request: { params: ZUserIdParam }, errors: [409], session: 'fold' } as const;
const ownAccount = routeArea({ tags: ['auth'], middleware: [requireUser], errors: [401] });

/** Staff console: users (search, suspend, reactivate, resend activation), and a person's own "resend activation". */
export const staffUserRoutes = createRouter()
  .openapi(
    staffArea.read('/staff/users/', ZStaffUserList, {
      summary: 'Search users by e-mail or name: role, brand, status, live sessions',
      request: { query: ZStaffUserQuery },
    }),
    async (c) => c.json(await searchUsers({ db: c.get('db'), ...c.req.valid('query') }), 200),
  )
  .openapi(
    staffArea.write('post', '/staff/users/{id}/suspend/', ZDetail, {
      summary: 'Suspend an account; its sessions end at once',
      ...oneUser,
    }),
    async (c) => c.json(await suspendUser({ ...staffContext(c), ...c.req.valid('param') }), 200),
  )
  .openapi(
    staffArea.write('post', '/staff/users/{id}/reactivate/', ZDetail, { summary: 'Lift a suspension', ...oneUser }),
    async (c) => c.json(await reactivateUser({ ...staffContext(c), ...c.req.valid('param') }), 200),
  )
  .openapi(
    staffArea.write('post', '/staff/users/{id}/resend-activation/', ZDetail, {
      summary: 'Send a new activation link to an unverified address',
      ...oneUser,
    }),
    async (c) =>
      c.json(await resendActivation({ ...staffContext(c), ...c.req.valid('param'), origin: publicOrigin(c) }), 200),
  )
  .openapi(
    ownAccount.write('post', '/auth/resend-activation/', ZDetail, {
      summary: 'Send yourself a new activation link (signed in, e-mail not verified yet)',
      errors: [409],
    }),
    async (c) => {
      const self = authOf(c).user;
      const db = c.get('db');
      return c.json(await resendActivation({ db, staff: null, id: self.id, self, origin: publicOrigin(c) }), 200);
    },
  );
