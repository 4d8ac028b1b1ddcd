import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { AppError } from '../errors';

/** True for staff accounts (the role or the flag). */
export const isStaffUser = (user: { isStaff: boolean; profileOf: string }) =>
  user.isStaff || user.profileOf === 'Staff';

/**
 * Staff endpoints do not exist for anyone else: signed out, suspended or any other role gets the same 404 an
 * unknown route gives, so the console's surface is not discoverable.
 */
export const staffOnly = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('auth')?.user;
  if (!user || user.status === 'SUSPENDED' || !isStaffUser(user)) {
    throw new AppError('route_not_found', `No such API route: ${c.req.method} ${c.req.path}`);
  }
  await next();
});
