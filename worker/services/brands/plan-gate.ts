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
export const hasPermission = async (input: GateInput) =>
  planPermits(input) ?? can({ profile_of: input.auth.user.profileOf }, input.permission, await gateSubscription(input));

const gateSubscription = ({ db, auth, brandId }: GateInput) =>
  auth.user.profileOf === 'Strategist' ? null : loadSubscription({ db, brandId });

/**
 * The gate decided from the plan read with the session (no statement), or undefined when that plan is not known
 * yet (a folded request before its check) or is another brand's.
 */
export const planPermits = ({
  auth,
  brandId,
  permission,
  strategistRoute = false,
}: Omit<GateInput, 'db'>): boolean | undefined => {
  // The spec gives strategists their own screens for some gated features (propose rates, creator profile):
  // there the strategist acts as the brand's account manager and the gate does not apply to them.
  if (strategistRoute && auth.user.profileOf === 'Strategist') return true;
  if (auth.user.profileOf === 'Strategist') return can({ profile_of: 'Strategist' }, permission, null);
  if (!auth.plan || auth.plan.brandId !== brandId) return undefined;
  const features = auth.plan.features;
  const subscription = features && {
    id: brandId,
    allowed_features: Object.fromEntries(features.map((f) => [f, true])),
  };
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
