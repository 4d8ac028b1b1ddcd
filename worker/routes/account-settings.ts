import { createRoute } from '@hono/zod-openapi';
import { authOf, requireUser } from '../lib/middleware/guards';
import { foldSession } from '../lib/session-fold';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { ZChangeName, ZChangePassword } from '../schemas/account';
import { ZDetail } from '../schemas/auth';
import { ZEmailPreferences, ZEmailPreferencesUpdate } from '../schemas/email-preferences';
import {
  changeName,
  changePassword,
  loadEmailPreferences,
  saveEmailPreferences,
} from '../services/account/account-settings';

const tags = ['account'];

/** Account settings of every account type: password, name, e-mail preferences. */
export const accountSettingsRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/account/password/',
      tags,
      summary: 'Change the password (current one required); other sessions end, a notice is e-mailed',
      middleware: [requireUser],
      request: jsonBody(ZChangePassword),
      responses: { 200: jsonContent(ZDetail), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const auth = authOf(c);
      const input = c.req.valid('json');
      return c.json(
        await changePassword({
          db: c.get('db'),
          user: auth.user,
          sessionId: auth.sessionId,
          currentPassword: input.current_password,
          newPassword: input.new_password,
        }),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/account/name/',
      tags,
      summary: 'Change first and last name',
      middleware: [requireUser],
      request: jsonBody(ZChangeName),
      responses: { 200: jsonContent(ZDetail), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const input = c.req.valid('json');
      return c.json(
        await changeName({
          db: c.get('db'),
          user: authOf(c).user,
          firstName: input.first_name,
          lastName: input.last_name,
        }),
        200,
      );
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/account/email-preferences/',
        tags,
        summary: 'Which notification e-mails you get (in-app notifications always stay)',
        middleware: [requireUser],
        responses: { 200: jsonContent(ZEmailPreferences), ...errorResponses(401, 403) },
      }),
    ),
    async (c) => c.json(await loadEmailPreferences({ db: c.get('db'), user: authOf(c).user }), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/account/email-preferences/',
      tags,
      summary: 'Turn notification e-mails on or off per kind; the queue consumer applies them',
      middleware: [requireUser],
      request: jsonBody(ZEmailPreferencesUpdate),
      responses: { 200: jsonContent(ZEmailPreferences), ...errorResponses(400, 401, 403) },
    }),
    async (c) =>
      c.json(
        await saveEmailPreferences({ db: c.get('db'), user: authOf(c).user, email: c.req.valid('json').email }),
        200,
      ),
  );
