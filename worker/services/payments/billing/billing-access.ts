import { AppError } from '../../../lib/errors';
import { roleCan } from '../../../schemas/team';
import type { ActingBrand } from '../../../lib/context';

/**
 * Only the brand's owner and its admins change the plan (the team-role table, `TEAM_ABILITIES.billing`). Members
 * and strategists acting for the brand read billing but cannot buy or cancel.
 */
export const canManageBilling = (acting: ActingBrand) => roleCan(acting.role, 'billing');

export const assertCanManageBilling = (acting: ActingBrand) => {
  if (!canManageBilling(acting))
    throw new AppError('permission_denied', 'Only the brand owner or an admin can change the plan.');
};
