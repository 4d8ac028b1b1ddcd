import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MenuIcon } from '../ui/icons';
import { Drawer } from './drawer';
import { LogoMark, Logo } from './logo';
import { NotificationBell } from './notification-bell';
import styles from './shell.module.css';
import { SidebarNav, type NavItem } from './sidebar';
import { UserMenu } from './user-menu';

export type AppShellProps = {
  areaLabel: string;
  nav: readonly NavItem[];
  homeHref: string;
  settingsHref?: string;
  notificationPanel?: (close: () => void) => ReactNode;
  notificationsHref?: string;
  /** Extra content at the start of the top bar (e.g. the managed-brand switcher). */
  topbar?: ReactNode;
  /** A row of tabs under the top bar (campaign pages, account settings). */
  subnav?: ReactNode;
  /** Use the full width (databases, tables). */
  wide?: boolean;
  onNavIntent?: (to: string) => void;
  children: ReactNode;
};

/**
 * The signed-in frame: a sidebar on desktop; below 1024 px a top bar whose menu button opens the same
 * navigation in a drawer. The bell and the user menu are always in the top bar.
 */
export const AppShell = ({
  areaLabel,
  nav,
  homeHref,
  settingsHref,
  notificationPanel,
  notificationsHref,
  topbar,
  subnav,
  wide,
  onNavIntent,
  children,
}: AppShellProps) => {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <aside className={styles.sidebar}>
        <Link to={homeHref} className={styles.brandLink} aria-label="Social Loop home">
          <Logo />
        </Link>
        <SidebarNav items={nav} label={areaLabel} onIntent={onNavIntent} />
      </aside>

      <Drawer open={drawerOpen} onClose={closeDrawer} title={<Logo />}>
        <SidebarNav items={nav} label={areaLabel} onIntent={onNavIntent} onNavigate={closeDrawer} />
      </Drawer>

      <div className={styles.main}>
        <header className={styles.topbar}>
          <button
            type="button"
            className={styles.menuButton}
            aria-label="Open navigation"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </button>
          <Link to={homeHref} className={`${styles.brandLink} ${styles.mobileLogo}`} aria-label="Social Loop home">
            <LogoMark />
          </Link>
          <div className={styles.topbarSlot}>{topbar}</div>
          <div className={styles.topbarActions}>
            <NotificationBell panel={notificationPanel} href={notificationsHref} />
            <UserMenu settingsHref={settingsHref} />
          </div>
        </header>
        {subnav && <div className={styles.subnav}>{subnav}</div>}
        <main id="main-content" tabIndex={-1} className={`${styles.content} ${wide ? styles.contentWide : ''}`}>
          {children}
        </main>
      </div>
    </div>
  );
};
