import { paths } from '@/config/paths';
import { useTeamAbility } from '@/lib/auth/use-can';
import { AREAS, type Area } from './nav-items';

const BILLING_LINKS: readonly string[] = [paths.brand.billing.path, paths.brand.plans.path];

/** The area's links as the signed-in user may use them: brand members do not see billing (TEAM_ABILITIES). */
export const useAreaNav = (area: Area) => {
  const canBill = useTeamAbility('billing');
  const nav = AREAS[area].nav;
  return area === 'brand' && !canBill ? nav.filter((item) => !BILLING_LINKS.includes(item.to)) : nav;
};
