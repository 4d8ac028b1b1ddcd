import { can, type TPermission } from '@schemas/permissions';
import { roleCan, type TActingRole, type TTeamAbility } from '@schemas/team-abilities';
import { useAuthStore } from '../stores/auth-store';
import { useBrandStore } from '../stores/brand-store';

/**
 * Spec §6: the same `can()` the server uses, fed with the signed-in user and the brand's subscription. It selects the
 * answer, not the record: a refreshed record (a new object on every fetch) re-renders no screen whose permissions it
 * leaves as they were — a store update during a render in slices makes React redo it in one blocking piece.
 */
export const useCan = (permission: TPermission): boolean => {
  const user = useAuthStore((state) => state.user);
  return useBrandStore((state) => (user ? can(user, permission, state.subscription) : false));
};

/**
 * Whether the plan is known yet: on a first visit nothing is stored and the subscription arrives after the first
 * screen, so a screen gated on a feature waits rather than showing the upsell to a brand whose plan has it.
 */
export const usePlanKnown = (): boolean =>
  useBrandStore((state) => state.subscription.isLoaded || state.subscription.id !== null);

/** The role the user acts with in the brand: their team role, or `strategist` for a managing strategist. */
const useActingRole = (): TActingRole | null =>
  useAuthStore((state) => (state.user?.profile_of === 'Strategist' ? 'strategist' : (state.user?.brand?.role ?? null)));

/** The team-role table (owner/admin/member) the server enforces, for showing only what the role may do. */
export const useTeamAbility = (ability: TTeamAbility): boolean => roleCan(useActingRole(), ability);
