import { createMiddleware } from 'hono/factory';
import type { TProfileOf } from '../../schemas/user';
import type { AppEnv, Auth } from '../context';
import { AppError } from '../errors';

/** Paths a suspended user may still call: to learn they are suspended, to sign out and to write to support. */
export const SUSPENDED_ALLOWED = new Set(['/api/auth/me/', '/api/auth/logout/', '/api/support/requests/']);

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const auth = c.get('auth');
  if (!auth) throw new AppError('not_authenticated', 'Sign in to continue.');
  if (auth.user.status === 'SUSPENDED' && !SUSPENDED_ALLOWED.has(c.req.path)) {
    throw new AppError('account_suspended', 'This account is suspended. Contact support to restore access.');
  }
  await next();
});

export const requireRole = (...roles: TProfileOf[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('auth')?.user;
    if (!user || !roles.includes(user.profileOf)) {
      throw new AppError('permission_denied', 'Your account type cannot do that.');
    }
    await next();
  });

/** The authenticated user; only call behind `requireUser`. */
export const authOf = (c: { get: (key: 'auth') => Auth | null }): Auth => {
  const auth = c.get('auth');
  if (!auth) throw new AppError('not_authenticated', 'Sign in to continue.');
  return auth;
};
