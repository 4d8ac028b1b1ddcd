import { createMiddleware } from 'hono/factory';
import { resolveActingBrand } from '../auth/acting-brand';
import type { ActingBrand, AppEnv } from '../context';
import { AppError } from '../errors';
import { authOf } from './guards';

/** Resolves the brand the request acts for (a brand user's own, or a strategist's selected one). Behind requireUser. */
export const withActingBrand = createMiddleware<AppEnv>(async (c, next) => {
  c.set('actingBrand', resolveActingBrand(authOf(c)));
  await next();
});

export const actingBrandOf = (c: { get: (key: 'actingBrand') => ActingBrand | null }): ActingBrand => {
  const brand = c.get('actingBrand');
  if (!brand) throw new AppError('internal_error', 'withActingBrand must run before this handler.', { status: 500 });
  return brand;
};
