import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AppShell } from '@/components/shell/app-shell';
import { LazyNotificationPanel } from '@/features/notifications/components/lazy-notification-panel';
import { preloadRoute, preloadWhenIdle } from '../router/preload';
import { AREAS, type Area } from './nav-items';
import { SelectedBrandChip } from './selected-brand-chip';
import { useAreaNav } from './use-area-nav';

type AreaShellProps = { area: Area; subnav?: ReactNode; wide?: boolean; children?: ReactNode };

/** The sidebar layout of one area, with the notification bell and the area's links preloaded when idle. */
export const AreaShell = ({ area, subnav, wide, children }: AreaShellProps) => {
  const config = AREAS[area];
  const nav = useAreaNav(area);
  useEffect(() => preloadWhenIdle(config.nav.map((item) => item.to)), [config]);

  return (
    <AppShell
      areaLabel={config.label}
      nav={nav}
      homeHref={config.home}
      settingsHref={config.settingsHref}
      notificationPanel={(close) => <LazyNotificationPanel close={close} allHref={config.notificationsHref} />}
      topbar={area === 'internal' ? <SelectedBrandChip /> : undefined}
      subnav={subnav}
      wide={wide}
      onNavIntent={preloadRoute}
    >
      {children ?? <Outlet />}
    </AppShell>
  );
};
