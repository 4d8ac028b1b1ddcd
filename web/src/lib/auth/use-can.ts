import { can, type TPermission } from '@schemas/permissions';
import { useAuthStore } from '../stores/auth-store';
import { useBrandStore } from '../stores/brand-store';

/** Spec §6: the same `can()` the server uses, fed with the signed-in user and the brand's subscription. */
export const useCan = (permission: TPermission): boolean => {
  const user = useAuthStore((state) => state.user);
  const subscription = useBrandStore((state) => state.subscription);
  return user ? can(user, permission, subscription) : false;
};

/** Spec §6: the primary account owner is the user whose id equals the brand owner's id. */
export const useIsPrimaryOwner = (): boolean => {
  const userId = useAuthStore((state) => state.user?.id);
  const ownerId = useBrandStore((state) => state.brandOwner?.id);
  return Boolean(userId && ownerId && userId === ownerId);
};
