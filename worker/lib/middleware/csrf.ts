import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { CSRF_COOKIE } from '../auth/cookies';
import { timingSafeEqual } from '../auth/password';
import type { AppEnv } from '../context';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const encoder = new TextEncoder();

/** Double-submit CSRF check, only for unsafe requests authenticated by the session cookie. */
export const csrf = createMiddleware<AppEnv>(async (c, next) => {
  const auth = c.get('auth');
  if (auth?.via === 'cookie' && !SAFE_METHODS.has(c.req.method)) {
    const cookie = getCookie(c, CSRF_COOKIE) ?? '';
    const header = c.req.header('x-csrftoken') ?? '';
    if (!cookie || !timingSafeEqual(encoder.encode(cookie), encoder.encode(header))) {
      throw new AppError('csrf_failed', 'CSRF check failed: send the csrftoken cookie value in the X-CSRFToken header.');
    }
  }
  await next();
});
