import { NotificationBell } from '@/components/shell/notification-bell';
import { UserMenu } from '@/components/shell/user-menu';
import { AppButtonLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { LazyNotificationPanel } from '@/features/notifications/components/lazy-notification-panel';
import { isStaffUser } from '@/lib/auth/home-path';
import { useAuthStore } from '@/lib/stores/auth-store';
import { AREAS, type Area } from './nav-items';

const areaOf = (profileOf: string | undefined): Area | null =>
  profileOf === 'Brand'
    ? 'brand'
    : profileOf === 'Influencer'
      ? 'creator'
      : profileOf === 'Strategist'
        ? 'internal'
        : null;

/** Navbar actions: bell and user menu when signed in, sign-in buttons otherwise. */
export const SignedInActions = () => {
  const user = useAuthStore((state) => state.user);
  if (!user) {
    return (
      <>
        <AppButtonLink to={paths.auth.login.getHref()} size="small" color="tertiary">
          Sign in
        </AppButtonLink>
        <AppButtonLink to={paths.auth.signup.getHref()} size="small">
          Get started
        </AppButtonLink>
      </>
    );
  }
  const area = areaOf(user.profile_of);
  const config = area ? AREAS[area] : null;
  return (
    <>
      <NotificationBell
        panel={(close) => <LazyNotificationPanel close={close} allHref={config?.notificationsHref} />}
      />
      <UserMenu
        settingsHref={config?.settingsHref ?? (isStaffUser(user) ? paths.staffConsole.account.path : undefined)}
      />
    </>
  );
};
