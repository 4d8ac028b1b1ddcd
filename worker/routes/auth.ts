import { createRoute } from '@hono/zod-openapi';
import { setSessionCookies, clearSessionCookies } from '../lib/auth/cookies';
import { authOf, requireUser } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { clientInfo, publicOrigin } from '../lib/request-info';
import { ZActivateRequest, ZDetail, ZLoginRequest, ZLoginResponse, ZPasswordResetConfirm, ZPasswordResetRequest, ZSignupRequest, ZSignupResponse } from '../schemas/auth';
import { ZUser } from '../schemas/user';
import { activateAccount } from '../services/auth/activate';
import { login } from '../services/auth/login';
import { confirmPasswordReset, requestPasswordReset } from '../services/auth/password-reset';
import { revokeSession } from '../services/auth/sessions';
import { signup } from '../services/auth/signup';
import { loadUserPayload } from '../services/users/user-payload';

const tags = ['auth'];

export const authRoutes = createRouter()
  .openapi(
    createRoute({ method: 'post', path: '/auth/signup/', tags, request: jsonBody(ZSignupRequest), responses: { 201: jsonContent(ZSignupResponse, 'Account created; activation e-mail sent'), ...errorResponses(400) } }),
    async (c) => {
      const db = c.get('db');
      const user = await signup({ db, input: c.req.valid('json'), origin: publicOrigin(c) });
      return c.json({ detail: 'Account created. Check your inbox to activate it.', user: await loadUserPayload(db, user) }, 201);
    },
  )
  .openapi(
    createRoute({ method: 'post', path: '/auth/activate/', tags, request: jsonBody(ZActivateRequest), responses: { 200: jsonContent(ZDetail), ...errorResponses(400) } }),
    async (c) => {
      const { uid, token } = c.req.valid('json');
      await activateAccount({ db: c.get('db'), uid, token });
      return c.json({ detail: 'Your e-mail address is confirmed.' }, 200);
    },
  )
  .openapi(
    createRoute({ method: 'post', path: '/auth/login/', tags, request: jsonBody(ZLoginRequest), responses: { 200: jsonContent(ZLoginResponse, 'Signed in; session and csrftoken cookies set'), ...errorResponses(400, 429) } }),
    async (c) => {
      const { email, password, remember_me } = c.req.valid('json');
      const db = c.get('db');
      const { user, session } = await login({ db, secret: c.env.JWT_SECRET, email, password, rememberMe: remember_me, client: clientInfo(c) });
      setSessionCookies(c, session);
      return c.json({ token: session.token, user: await loadUserPayload(db, user) }, 200);
    },
  )
  .openapi(
    createRoute({ method: 'post', path: '/auth/logout/', tags, middleware: [requireUser], responses: { 204: { description: 'Signed out; the token no longer works' }, ...errorResponses(401) } }),
    async (c) => {
      await revokeSession(c.get('db'), authOf(c).sessionId);
      clearSessionCookies(c);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({ method: 'get', path: '/auth/me/', tags, middleware: [requireUser], responses: { 200: jsonContent(ZUser), ...errorResponses(401) } }),
    async (c) => c.json(await loadUserPayload(c.get('db'), authOf(c).user), 200),
  )
  .openapi(
    createRoute({ method: 'post', path: '/auth/password/reset/', tags, request: jsonBody(ZPasswordResetRequest), responses: { 200: jsonContent(ZDetail), ...errorResponses(400) } }),
    async (c) => {
      await requestPasswordReset({ db: c.get('db'), email: c.req.valid('json').email, origin: publicOrigin(c) });
      return c.json({ detail: 'If an account uses this address, we sent it a link to choose a new password.' }, 200);
    },
  )
  .openapi(
    createRoute({ method: 'post', path: '/auth/password/reset/confirm/', tags, request: jsonBody(ZPasswordResetConfirm), responses: { 200: jsonContent(ZDetail), ...errorResponses(400) } }),
    async (c) => {
      const { uid, token, new_password } = c.req.valid('json');
      await confirmPasswordReset({ db: c.get('db'), uid, token, newPassword: new_password });
      return c.json({ detail: 'Your password is changed. Sign in with the new one.' }, 200);
    },
  );
