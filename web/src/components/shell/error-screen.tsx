import { homePathFor } from '../../lib/auth/home-path';
import { signOut } from '../../lib/auth/sign-out';
import { shortenNumber } from '../../lib/number-shortener';
import { useAuthStore } from '../../lib/stores/auth-store';
import { Button, buttonClassName } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { BellIcon, HomeIcon, LogOutIcon, RefreshIcon } from '../ui/icons';
import { Logo } from './logo';
import popover from './popover.module.css';
import shell from './shell.module.css';
import styles from './screens.module.css';

/** What went wrong, for the "details" line (a request id helps support). */
const describe = (error: unknown) => {
  if (error && typeof error === 'object' && 'requestId' in error && error.requestId)
    return `Reference: ${String(error.requestId)}`;
  if (import.meta.env.DEV && error instanceof Error) return error.message;
  return undefined;
};

/**
 * The fatal-error screen (spec §2 Shell): the user navbar and notification bell, and a way out. It uses
 * plain links (full page loads) because it must also work outside the router, and a reload resets the app.
 */
export const ErrorScreen = ({ error }: { error?: unknown }) => {
  const user = useAuthStore((state) => state.user);
  const count = useAuthStore((state) => state.notificationCount);
  const selectedBrandId = useAuthStore((state) => state.selectedBrand?.id ?? null);
  const home = user ? homePathFor(user, selectedBrandId) : '/';
  const notificationsHref = user?.profile_of === 'Influencer' ? '/creator/notifications' : home;

  return (
    <div className={styles.screen}>
      <header className={styles.errorBar}>
        <a href={home} aria-label="Social Loop home">
          <Logo />
        </a>
        {user && (
          <div className={styles.errorBarActions}>
            <a
              className={shell.iconButton}
              href={notificationsHref}
              aria-label={count ? `Notifications, ${count} unread` : 'Notifications'}
            >
              <BellIcon />
              {count > 0 && <span className={popover.badge}>{count > 99 ? '99+' : shortenNumber(count)}</span>}
            </a>
            <span className={`${styles.who} ${popover.hideOnMobile}`}>{user.name || user.email}</span>
            <Button size="small" color="secondary" icon={<LogOutIcon size={16} />} onClick={() => void signOut()}>
              Sign out
            </Button>
          </div>
        )}
      </header>
      <main className={styles.center}>
        <div style={{ width: 'min(560px, 100%)' }}>
          <ErrorState
            title="Something went wrong"
            description="An unexpected error stopped this page. Reloading usually fixes it — your work on the server is safe."
            details={describe(error)}
            actions={
              <>
                <Button icon={<RefreshIcon size={16} />} onClick={() => window.location.reload()}>
                  Reload page
                </Button>
                <a className={buttonClassName({ color: 'secondary' })} href={home}>
                  <HomeIcon size={16} /> Go to home
                </a>
              </>
            }
          />
        </div>
      </main>
    </div>
  );
};
