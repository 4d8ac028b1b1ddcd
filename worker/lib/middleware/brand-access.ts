import { createMiddleware } from 'hono/factory';
import type { TPermission } from '../../schemas/permissions';
import { can } from '../../schemas/permissions';
import { resolveActingBrand, type ActingBrand } from '../../services/brands/acting-brand';
import { loadSubscription } from '../../services/brands/subscription';
import type { AppEnv } from '../context';
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

/** 403 `feature_not_in_plan` unless `can()` (DESIGN §5) grants the permission. Runs after withActingBrand. */
export const requirePermission = (permission: TPermission) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const auth = authOf(c);
    const subscription =
      auth.user.profileOf === 'Strategist' ? null : await loadSubscription(c.get('db'), actingBrandOf(c).brandId);
    if (!can({ profile_of: auth.user.profileOf }, permission, subscription)) {
      throw new AppError(
        'feature_not_in_plan',
        `Your plan does not include this feature (${permission}). Upgrade on the Plans page.`,
      );
    }
    await next();
  });
