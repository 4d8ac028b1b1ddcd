import { createMiddleware } from 'hono/factory';
import { timingSafeEqual } from '../auth/password';
import { csrfTokenFor } from '../auth/tokens';
import type { AppEnv } from '../context';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const encoder = new TextEncoder();

/**
 * CSRF check for unsafe requests authenticated by the session cookie: the X-CSRFToken header must carry the token
 * derived from *this* session (the `csrftoken` cookie holds it), so a token from another session never passes.
 */
export const csrf = createMiddleware<AppEnv>(async (c, next) => {
  const auth = c.get('auth');
  if (auth?.via === 'cookie' && !SAFE_METHODS.has(c.req.method)) {
    const expected = await csrfTokenFor(c.env.JWT_SECRET, auth.sessionId);
    const header = c.req.header('x-csrftoken') ?? '';
    if (!timingSafeEqual(encoder.encode(expected), encoder.encode(header))) {
      throw new AppError(
        'csrf_failed',
        'CSRF check failed: send the csrftoken cookie value in the X-CSRFToken header.',
      );
    }
  }
  await next();
});
