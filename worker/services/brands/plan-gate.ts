import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { can, type TPermission } from '../../schemas/permissions';
import { loadSubscription } from './subscription';

type GateInput = { db: Db; auth: Auth; brandId: string; permission: TPermission; strategistRoute?: boolean };

/**
 * The one plan gate (DESIGN §5): whether the acting user may use a plan feature for the brand. Every check —
 * the `requirePermission` middleware, content-dependent gates, Profile Access — goes through here.
 */
export const hasPermission = async ({ db, auth, brandId, permission, strategistRoute = false }: GateInput) => {
  // The spec gives strategists their own screens for some gated features (propose rates, creator profile):
  // there the strategist acts as the brand's account manager and the gate does not apply to them.
  if (strategistRoute && auth.user.profileOf === 'Strategist') return true;
  const subscription = auth.user.profileOf === 'Strategist' ? null : await loadSubscription(db, brandId);
  return can({ profile_of: auth.user.profileOf }, permission, subscription);
};

/** 403 `feature_not_in_plan` unless the plan grants the permission. */
export const ensurePermission = async (input: GateInput) => {
  if (!(await hasPermission(input))) throw planError(input.permission);
};

/** The one "not in your plan" error. */
export const planError = (permission: TPermission) =>
  new AppError(
    'feature_not_in_plan',
    `Your plan does not include this feature (${permission}). Upgrade on the Plans page.`,
  );

/**
 * The one Profile Access rule: whether the acting brand user (or strategist) sees a creator's audience charts and
 * rates. The profile, the rates endpoint and the social-data screens all ask this.
 */
export const canSeeProfileDetails = ({ db, auth, brandId }: { db: Db; auth: Auth; brandId: string }) =>
  hasPermission({ db, auth, brandId, permission: 'PROFILE_ACCESS', strategistRoute: true });
