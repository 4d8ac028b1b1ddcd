import { can, type TPermission } from '@schemas/permissions';
import { roleCan, type TActingRole, type TTeamAbility } from '@schemas/team-abilities';
import { useAuthStore } from '../stores/auth-store';
import { useBrandStore } from '../stores/brand-store';

/** Spec §6: the same `can()` the server uses, fed with the signed-in user and the brand's subscription. */
export const useCan = (permission: TPermission): boolean => {
  const user = useAuthStore((state) => state.user);
  const subscription = useBrandStore((state) => state.subscription);
  return user ? can(user, permission, subscription) : false;
};

/** The role the user acts with in the brand: their team role, or `strategist` for a managing strategist. */
const useActingRole = (): TActingRole | null =>
  useAuthStore((state) => (state.user?.profile_of === 'Strategist' ? 'strategist' : (state.user?.brand?.role ?? null)));

/** The team-role table (owner/admin/member) the server enforces, for showing only what the role may do. */
export const useTeamAbility = (ability: TTeamAbility): boolean => roleCan(useActingRole(), ability);
