import { paths } from '../../config/paths';
import { homePathFor, suspendedPathFor } from '../../lib/auth/home-path';
import { strategistTwinOf } from './strategist-twin';
import { allow, redirectTo, type Guard } from './types';

/** The first path segment: "brand", "creator", "internal", … */
const areaOf = (pathname: string) => pathname.split('/')[1] ?? '';

/** The four brand campaign pages a Strategist works on directly (spec §2 exceptions). */
const STRATEGIST_BRAND_PAGES = /^\/brand\/campaigns\/(content|creators|detail|metrics)\/[^/]+\/?$/;
export const isStrategistBrandPage = (pathname: string) => STRATEGIST_BRAND_PAGES.test(pathname);

/**
 * Global guard 1: a suspended user is forced to their own suspended page. On that page nothing else runs,
 * so the role redirects cannot bounce them away from it.
 */
const suspendedGuard: Guard = ({ pathname, user }) => {
  if (!user || user.status !== 'SUSPENDED') return null;
  const target = suspendedPathFor(user);
  return pathname === target ? allow() : redirectTo(target, true);
};

/** Global guard 2: keep each role in its own area (spec §2). Unauthenticated users pass through. */
const roleRedirectGuard: Guard = ({ pathname, search, user, selectedBrandId }) => {
  if (!user) return null;
  const area = areaOf(pathname);
  switch (user.profile_of) {
    case 'Strategist':
      if (area === 'brand' && !isStrategistBrandPage(pathname)) {
        // Permanent: the matching internal page (or a sensible one) replaces the history entry.
        return redirectTo(strategistTwinOf(pathname, search, selectedBrandId), true);
      }
      if (area === 'creator') return redirectTo(paths.internal.campaigns.path, true);
      return null;
    case 'Brand':
      return area === 'creator' || area === 'internal' ? redirectTo(paths.brand.campaigns.path, true) : null;
    case 'Influencer':
      return area === 'brand' || area === 'internal' ? redirectTo(paths.creator.dashboard.path, true) : null;
    default:
      return null;
  }
};

export const GLOBAL_GUARDS: readonly Guard[] = [suspendedGuard, roleRedirectGuard];

/** Used by named guards: send a signed-in user who does not belong here to their own home. */
export const homeRedirect: Guard = ({ user, selectedBrandId }) =>
  user ? redirectTo(homePathFor(user, selectedBrandId), true) : null;
