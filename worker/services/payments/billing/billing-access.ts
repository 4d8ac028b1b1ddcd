import { AppError } from '../../../lib/errors';
import type { ActingBrand } from '../../brands/acting-brand';

/**
 * Only the brand's owner and its admins change the plan (issue 9, DESIGN §4 team roles). Members and strategists
 * acting for the brand read billing but cannot buy or cancel: money decisions stay with the brand's own people.
 */
export const canManageBilling = (acting: ActingBrand) => acting.role === 'owner' || acting.role === 'admin';

export const assertCanManageBilling = (acting: ActingBrand) => {
  if (!canManageBilling(acting)) throw new AppError('permission_denied', 'Only the brand owner or an admin can change the plan.');
};
