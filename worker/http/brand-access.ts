import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../lib/context';
import { resolveActingBrand } from '../lib/auth/acting-brand';
import { withActingBrand, actingBrandOf } from '../lib/middleware/brand-access';
import { authOf, requireRole, requireUser } from '../lib/middleware/guards';
import type { TPermission } from '../schemas/permissions';
import { whenSessionKnown } from '../lib/session-fold';
import { ensurePermission, planError, planPermits } from '../services/brands/plan-gate';
import { dispatchEvents, type DomainEvent } from '../services/outbox/outbox';
import { byId, type ById, routeArea, type Guards } from './route-area';

/** Signed in as a brand user or a strategist (a call that resolves the brand acted for itself). */
export const brandRoles = [requireUser, requireRole('Brand', 'Strategist')] as const;

/** Every brand-workspace call: signed in, a brand user or a strategist, acting for one brand. */
export const brandAccess = [...brandRoles, withActingBrand] as const;

/** The brand workspace's operations under `tags`: guarded by brandAccess (or `guards`), so 401, 403 and 404. */
export const brandArea = (tags: string[], guards: Guards = brandAccess) =>
  routeArea({ tags, middleware: guards, errors: [401, 403, 404] });

/** The pieces a brand handler needs: db, the user, and the brand acted for. */
export const brandContext = (c: Context<AppEnv>) => {
  const auth = authOf(c);
  const acting = actingBrandOf(c);
  return { db: c.get('db'), auth, brandId: acting.brandId, acting, actorId: auth.user.id };
};

/** The handler of a brand operation on one object named by its `{id}`: `answer` gets the brand context and the id. */
export const brandById: ById<ReturnType<typeof brandContext>> = byId(brandContext);

/** Sends committed domain events to the queue without holding up the response. */
export const afterCommit = (c: Context<AppEnv>, events: DomainEvent[]) => {
  c.executionCtx.waitUntil(dispatchEvents({ env: c.env, db: c.get('db'), events }));
};

/**
 * 403 `feature_not_in_plan` unless the brand's plan grants the permission (the one plan gate). After brandAccess.
 * The plan is read with the session; on a folded request the gate decides when its first batch returns.
 * `strategistRoute`: a strategist's own screen for the feature, where the gate does not apply to them.
 */
export const requirePermission = (permission: TPermission, { strategistRoute = false } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await gatePermission(c, { permission, strategistRoute });
    await next();
  });

/** The plan gate for the brand acted for: now, or on a folded request when its first batch returns. */
export const gatePermission = async (
  c: Context<AppEnv>,
  { permission, strategistRoute = false }: { permission: TPermission; strategistRoute?: boolean },
) => {
  const gate = { db: c.get('db'), auth: authOf(c), brandId: actingBrandOf(c).brandId, permission, strategistRoute };
  if (gate.auth.plan === undefined)
    whenSessionKnown(c, gate.auth, (auth) => {
      if (!planPermits({ ...gate, auth })) throw planError(permission);
    });
  else await ensurePermission(gate);
};

/**
 * For a route creators use too: a brand user or strategist acts for their brand (on a folded request the brand is
 * checked again with the session, as after brandAccess) and the plan must grant `permission`. Returns the brand.
 */
export const actForBrandWith = async (
  c: Context<AppEnv>,
  gate: { permission: TPermission; strategistRoute?: boolean },
) => {
  const acting = resolveActingBrand(authOf(c));
  c.set('actingBrand', acting);
  await gatePermission(c, gate);
  return acting.brandId;
};
