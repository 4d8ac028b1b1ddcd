import { createRoute } from '@hono/zod-openapi';
import { authOf, requireUser } from '../lib/middleware/guards';
import { withoutSession } from '../lib/session-fold';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { ZDetail } from '../schemas/auth';
import {
  ZLocationList,
  ZLocationQuery,
  ZRequestEmailChange,
  ZVerifyNewEmail,
  ZVerifyPasswordRequest,
  ZVerifyPasswordResponse,
} from '../schemas/common';
import { ZUser } from '../schemas/user';
import { publicOrigin } from '../lib/request-info';
import { confirmEmailChange, requestEmailChange, verifyUserPassword } from '../services/auth/email-change';
import { loadUserPayload } from '../services/users/user-payload';
import { listLocations } from '../services/reference/list-locations';

export const commonRoutes = createRouter()
  .openapi(
    withoutSession(
      createRoute({
        method: 'get',
        path: '/common/locations/',
        tags: ['common'],
        summary: 'Locations: every one, or those matching `search` (city, region or country), best first',
        request: { query: ZLocationQuery },
        responses: { 200: jsonContent(ZLocationList), ...errorResponses(400) },
      }),
    ),
    async (c) => {
      return c.json(await listLocations({ db: c.get('db'), ...c.req.valid('query') }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/verify-password/',
      tags: ['account'],
      middleware: [requireUser],
      request: jsonBody(ZVerifyPasswordRequest),
      responses: { 200: jsonContent(ZVerifyPasswordResponse), ...errorResponses(400, 401, 429) },
    }),
    async (c) => {
      await verifyUserPassword({ db: c.get('db'), user: authOf(c).user, password: c.req.valid('json').password });
      return c.json({ verified: true as const }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/request-email-change/',
      tags: ['account'],
      middleware: [requireUser],
      request: jsonBody(ZRequestEmailChange),
      responses: { 200: jsonContent(ZDetail), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const { new_email } = c.req.valid('json');
      await requestEmailChange({ db: c.get('db'), user: authOf(c).user, newEmail: new_email });
      return c.json({ detail: `We sent a 6-digit code to ${new_email}.` }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/verify-new-email/',
      tags: ['account'],
      middleware: [requireUser],
      request: jsonBody(ZVerifyNewEmail),
      responses: { 200: jsonContent(ZDetail.extend({ user: ZUser })), ...errorResponses(400, 401, 409) },
    }),
    async (c) => {
      const db = c.get('db');
      const user = await confirmEmailChange({
        db,
        user: authOf(c).user,
        code: c.req.valid('json').verification_code,
        origin: publicOrigin(c),
      });
      return c.json({ detail: 'Your e-mail address is changed.', user: await loadUserPayload({ db, user }) }, 200);
    },
  );
