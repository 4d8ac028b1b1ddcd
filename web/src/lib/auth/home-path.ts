import type { TUser } from '@schemas/user';
import { paths } from '../../config/paths';

export type HomeUser = Pick<TUser, 'profile_of' | 'is_staff' | 'status' | 'onboarding'>;

export const isStaffUser = (user: Pick<TUser, 'profile_of' | 'is_staff'>) =>
  user.is_staff || user.profile_of === 'Staff';

/** Creators have their own suspended page; everyone else (brand side, internal) uses the brand one. */
export const suspendedPathFor = (user: Pick<TUser, 'profile_of'>) =>
  user.profile_of === 'Influencer' ? paths.creator.suspended.path : paths.brand.suspended.path;

/** Where a user lands after signing in (and where role guards send them). */
export const homePathFor = (user: HomeUser, selectedBrandId?: string | null): string => {
  if (user.status === 'SUSPENDED') return suspendedPathFor(user);
  if (isStaffUser(user)) return paths.staff.path;
  switch (user.profile_of) {
    case 'Brand':
      return paths.brand.campaigns.path;
    case 'Influencer':
      return user.onboarding.onboarding_complete ? paths.creator.dashboard.path : paths.creator.onboarding.path;
    case 'Strategist':
      return selectedBrandId ? paths.internal.campaigns.path : paths.internal.selectBrand.path;
    default:
      return paths.landing.path;
  }
};
