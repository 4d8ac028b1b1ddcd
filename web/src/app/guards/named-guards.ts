import { paths } from '../../config/paths';
import { isStaffUser } from '../../lib/auth/home-path';
import { homeRedirect, isStrategistBrandPage } from './global-guards';
import { redirectTo, type Guard, type GuardContext, type GuardName } from './types';

/** Unauthenticated → /login, remembering where they were going in `?next=`. */
const toLogin = ({ pathname, search }: GuardContext) => redirectTo(paths.auth.login.getHref(`${pathname}${search}`));

const authenticated: Guard = (context) => (context.user ? null : toLogin(context));

const brand: Guard = (context) => {
  const { user, pathname } = context;
  if (!user) return toLogin(context);
  if (user.profile_of === 'Brand') return null;
  if (user.profile_of === 'Strategist' && isStrategistBrandPage(pathname)) {
    // A link opened before choosing a brand: the brand choice picks the campaign's brand, then comes back here.
    return context.selectedBrandId
      ? null
      : redirectTo(paths.internal.selectBrand.getHref(`${pathname}${context.search}`), true);
  }
  return homeRedirect(context);
};

const influencer: Guard = (context) => {
  if (!context.user) return toLogin(context);
  return context.user.profile_of === 'Influencer' ? null : homeRedirect(context);
};

/**
 * Pages a Strategist can use before choosing which managed brand to act for: brand choice, settings, and the
 * cross-brand workspace (organizations name their brand in the URL; events span every managed brand).
 */
const BRANDLESS_INTERNAL_PAGES: readonly string[] = [
  paths.internal.selectBrand.path,
  paths.internal.settingsAccount.path,
  paths.internal.settingsTeam.path,
  paths.internal.events.path,
  paths.internal.organizations.path,
];
const BRANDLESS_INTERNAL_PATTERN = /^\/internal\/organizations\/[^/]+(\/creators)?\/?$/;
const isBrandlessInternalPage = (pathname: string) =>
  BRANDLESS_INTERNAL_PAGES.includes(pathname) || BRANDLESS_INTERNAL_PATTERN.test(pathname);

const strategist: Guard = (context) => {
  const { user, pathname, selectedBrandId } = context;
  if (!user) return toLogin(context);
  if (user.profile_of !== 'Strategist') return homeRedirect(context);
  if (!selectedBrandId && !isBrandlessInternalPage(pathname)) return redirectTo(paths.internal.selectBrand.path, true);
  return null;
};

/** Staff pages: signed-out users get the staff sign-in at /staff; other signed-in users are denied (404). */
const staff: Guard = ({ user }) => {
  if (!user) return redirectTo(paths.staff.path);
  return isStaffUser(user) ? null : { type: 'deny' };
};

export const NAMED_GUARDS: Readonly<Record<GuardName, Guard>> = { authenticated, brand, influencer, staff, strategist };
