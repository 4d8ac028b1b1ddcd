import { createRoute } from '@hono/zod-openapi';
import { authOf, requireUser } from '../lib/middleware/guards';
import { staffOnly } from '../lib/middleware/staff-only';
import { createRouter, errorResponses, jsonContent } from '../lib/openapi';
import { publicOrigin } from '../lib/request-info';
import { ZDetail } from '../schemas/auth';
import { ZStaffUserList, ZStaffUserQuery, ZUserIdParam } from '../schemas/staff';
import { resendActivation, reactivateUser, searchUsers, suspendUser } from '../services/staff/manage-users';
import { foldSession } from '../lib/session-fold';

const tags = ['staff'];

/** Staff console: users (search, suspend, reactivate, resend activation), and a person's own "resend activation". */
export const staffUserRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/staff/users/',
        tags,
        summary: 'Search users by e-mail or name: role, brand, status, live sessions',
        middleware: [staffOnly],
        request: { query: ZStaffUserQuery },
        responses: { 200: jsonContent(ZStaffUserList), ...errorResponses(400, 404) },
      }),
    ),
    async (c) => c.json(await searchUsers({ db: c.get('db'), q: c.req.valid('query').q }), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/users/{id}/suspend/',
      tags,
      summary: 'Suspend an account; its sessions end at once',
      middleware: [staffOnly],
      request: { params: ZUserIdParam },
      responses: { 200: jsonContent(ZDetail), ...errorResponses(400, 404, 409) },
    }),
    async (c) =>
      c.json(await suspendUser({ db: c.get('db'), staff: authOf(c).user, id: c.req.valid('param').id }), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/users/{id}/reactivate/',
      tags,
      summary: 'Lift a suspension',
      middleware: [staffOnly],
      request: { params: ZUserIdParam },
      responses: { 200: jsonContent(ZDetail), ...errorResponses(400, 404, 409) },
    }),
    async (c) =>
      c.json(await reactivateUser({ db: c.get('db'), staff: authOf(c).user, id: c.req.valid('param').id }), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/users/{id}/resend-activation/',
      tags,
      summary: 'Send a new activation link to an unverified address',
      middleware: [staffOnly],
      request: { params: ZUserIdParam },
      responses: { 200: jsonContent(ZDetail), ...errorResponses(400, 404, 409) },
    }),
    async (c) =>
      c.json(
        await resendActivation({
          db: c.get('db'),
          staff: authOf(c).user,
          id: c.req.valid('param').id,
          origin: publicOrigin(c),
        }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/auth/resend-activation/',
      tags: ['auth'],
      summary: 'Send yourself a new activation link (signed in, e-mail not verified yet)',
      middleware: [requireUser],
      responses: { 200: jsonContent(ZDetail), ...errorResponses(401, 409) },
    }),
    async (c) =>
      c.json(
        await resendActivation({
          db: c.get('db'),
          staff: null,
          id: authOf(c).user.id,
          self: authOf(c).user,
          origin: publicOrigin(c),
        }),
        200,
      ),
  );
