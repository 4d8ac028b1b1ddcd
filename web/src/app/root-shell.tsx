import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { InstallBanner } from '@/components/shell/install-banner';
import { SnackbarArea } from '@/components/shell/snackbar-area';
import { useSubscriptionSync } from './hooks/use-subscription-sync';
import { useUpdateNotice } from './hooks/use-update-notice';
import { useQueryRoot } from './router/query-root-loader';
import styles from './root-shell.module.css';

/** A thin bar at the top while a navigation loads its data or code. */
const NavigationProgress = () => {
  const busy = useNavigation().state !== 'idle';
  return busy ? <div className={styles.progress} role="progressbar" aria-label="Loading page" /> : null;
};

/**
 * The root route: the page plus the global snackbar area and install prompt (spec §2 Shell). The page is wrapped in
 * React Query's provider once a page that needs it has been visited (see query-root-loader).
 */
export const RootShell = () => {
  useSubscriptionSync();
  useUpdateNotice();
  const QueryRoot = useQueryRoot();
  return (
    <>
      <NavigationProgress />
      {QueryRoot ? (
        <QueryRoot>
          <Outlet />
        </QueryRoot>
      ) : (
        <Outlet />
      )}
      <SnackbarArea />
      <InstallBanner />
      <ScrollRestoration />
    </>
  );
};
