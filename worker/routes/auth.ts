import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import type { Db } from '../lib/db';
import { setSessionCookies, clearSessionCookies } from '../lib/auth/cookies';
import { authOf, requireUser } from '../lib/middleware/guards';
import { createRouter, jsonBody } from '../lib/openapi';
import { routeArea } from '../http/route-area';
import { clientInfo, publicOrigin } from '../lib/request-info';
import {
  ZActivateRequest,
  ZDetail,
  ZLoginRequest,
  ZLoginResponse,
  ZPasswordResetConfirm,
  ZPasswordResetRequest,
  ZSignInLinkConfirm,
  ZSignInLinkRequest,
  ZSignupRequest,
  ZSignupResponse,
} from '../schemas/auth';
import { ZUser, type TUser } from '../schemas/user';
import { activateAccount } from '../services/auth/activate';
import { mailKeys, takeAttempt } from '../services/auth/attempt-limits';
import { login } from '../services/auth/login';
import { confirmPasswordReset, requestPasswordReset } from '../services/auth/password-reset';
import { revokeSession } from '../services/auth/sessions';
import { sendSignInLink, signInWithLink } from '../services/auth/sign-in-link';
import { signup } from '../services/auth/signup';
import { undoEmailChange } from '../services/auth/email-change-undo';
import { loadUserPayload } from '../services/users/user-payload';

/** The public calls of signing up and in; the signed-in ones add their guard. */
const auth = routeArea({ tags: ['auth'] });
const signedIn = { middleware: [requireUser], errors: [401] } as const;
type TSignedIn = { user: TUser; session: Parameters<typeof setSessionCookies>[1] };
type TSignInHow = { db: Db; secret: string; rememberMe: boolean; client: ReturnType<typeof clientInfo> };
/**
 * Sign-in by password or by e-mailed link ends the same way: session cookies set, the token and the user returned
 * (each sign-in reads what the user shows with its own first batch).
 */
const startSession = async (
  c: Context<AppEnv>,
  rememberMe: boolean,
  signIn: (how: TSignInHow) => Promise<TSignedIn>,
) => {
  const { user, session } = await signIn({
    db: c.get('db'),
    secret: c.env.JWT_SECRET,
    rememberMe,
    client: clientInfo(c),
  });
  setSessionCookies(c, session);
  return { token: session.token, user };
};

export const authRoutes = createRouter()
  .openapi(
    auth.write('post', '/auth/signup/', ZSignupResponse, {
      request: jsonBody(ZSignupRequest),
      errors: [429],
      status: 201,
      answer:
        'Account created and activation e-mail sent — or, for a registered address, its owner told (the same answer)',
    }),
    async (c) => {
      const db = c.get('db');
      const input = c.req.valid('json');
      await takeAttempt({
        db,
        keys: mailKeys({ kind: 'sign-up', email: input.email, ip: clientInfo(c).ip }),
        what: 'sign-ups for this address or from this network',
      });
      await signup({ db, input, origin: publicOrigin(c) });
      return c.json({ detail: 'Check your inbox: we sent a link to activate your account.' }, 201);
    },
  )
  .openapi(auth.write('post', '/auth/activate/', ZDetail, { request: jsonBody(ZActivateRequest) }), async (c) => {
    const { uid, token } = c.req.valid('json');
    await activateAccount({ db: c.get('db'), uid, token });
    return c.json({ detail: 'Your e-mail address is confirmed.' }, 200);
  })
  .openapi(
    auth.write('post', '/auth/login/', ZLoginResponse, {
      request: jsonBody(ZLoginRequest),
      errors: [429],
      answer: 'Signed in; session and csrftoken cookies set',
    }),
    async (c) => {
      const { remember_me, ...credentials } = c.req.valid('json');
      return c.json(await startSession(c, remember_me, (how) => login({ ...how, ...credentials })), 200);
    },
  )
  .openapi(
    auth.empty('post', '/auth/logout/', { ...signedIn, answer: 'Signed out; the token no longer works' }),
    async (c) => {
      await revokeSession({ db: c.get('db'), sessionId: authOf(c).sessionId });
      clearSessionCookies(c);
      return c.body(null, 204);
    },
  )
  .openapi(auth.read('/auth/me/', ZUser, signedIn), async (c) =>
    c.json(await loadUserPayload({ db: c.get('db'), user: authOf(c).user }), 200),
  )
  .openapi(
    auth.write('post', '/auth/password/reset/', ZDetail, { request: jsonBody(ZPasswordResetRequest), errors: [429] }),
    async (c) => {
      const what = 'reset requests for this address or from this network';
      await mailLink(c, { kind: 'password-reset', email: c.req.valid('json').email, what, send: requestPasswordReset });
      return c.json({ detail: 'If an account uses this address, we sent it a link to choose a new password.' }, 200);
    },
  )
  .openapi(
    auth.write('post', '/auth/password/reset/confirm/', ZDetail, { request: jsonBody(ZPasswordResetConfirm) }),
    async (c) => {
      const { uid, token, new_password } = c.req.valid('json');
      await confirmPasswordReset({ db: c.get('db'), uid, token, newPassword: new_password });
      return c.json({ detail: 'Your password is changed. Sign in with the new one.' }, 200);
    },
  )
  .openapi(
    auth.write('post', '/auth/sign-in-link/', ZDetail, { request: jsonBody(ZSignInLinkRequest), errors: [429] }),
    async (c) => {
      const what = 'sign-in links for this address or from this network';
      await mailLink(c, { kind: 'sign-in-link', email: c.req.valid('json').email, what, send: sendSignInLink });
      return c.json(
        { detail: 'If an account uses this address, we sent it a sign-in link. It works once, for 15 minutes.' },
        200,
      );
    },
  )
  .openapi(
    auth.write('post', '/auth/sign-in-link/confirm/', ZLoginResponse, {
      request: jsonBody(ZSignInLinkConfirm),
      answer: 'Signed in; session and csrftoken cookies set',
    }),
    async (c) => {
      const { remember_me, ...link } = c.req.valid('json');
      return c.json(await startSession(c, remember_me, (how) => signInWithLink({ ...how, ...link })), 200);
    },
  )
  .openapi(
    auth.write('post', '/auth/email-change/undo/', ZDetail, { request: jsonBody(ZActivateRequest), errors: [409] }),
    async (c) => {
      const { uid, token } = c.req.valid('json');
      const email = await undoEmailChange({ db: c.get('db'), uid, token, origin: publicOrigin(c) });
      return c.json(
        {
          detail: `Your account’s e-mail address is ${email} again and every device is signed out. We sent a link there to choose a new password.`,
        },
        200,
      );
    },
  );

type MailedLink = {
  /** Which link (`password-reset`, `sign-in-link`): its attempt limits are counted apart from the other's. */
  kind: string;
  email: string;
  /** What the limit's 429 says was asked too often. */
  what: string;
  send: (args: { db: Db; email: string; origin: string }) => Promise<unknown>;
};

/**
 * A link e-mailed to whoever owns `email`: the request counts against the address's and the network's limits first,
 * then the mail is sent after the answer, so how long the call takes does not tell whether the address has an account.
 */
const mailLink = async (c: Context<AppEnv>, { kind, email, what, send }: MailedLink) => {
  const db = c.get('db');
  await takeAttempt({ db, keys: mailKeys({ kind, email, ip: clientInfo(c).ip }), what });
  c.executionCtx.waitUntil(
    send({ db, email, origin: publicOrigin(c) }).catch((e: unknown) =>
      console.error(JSON.stringify({ level: 'error', what: kind, error: String(e) })),
    ),
  );
};
