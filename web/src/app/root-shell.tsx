import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { InstallBanner } from '@/components/shell/install-banner';
import { SnackbarArea } from '@/components/shell/snackbar-area';
import { useNotificationCountSync } from './hooks/use-notification-count-sync';
import { useSubscriptionSync } from './hooks/use-subscription-sync';
import { useUpdateNotice } from './hooks/use-update-notice';
import styles from './root-shell.module.css';

/** A thin bar at the top while a navigation loads its data or code. */
const NavigationProgress = () => {
  const busy = useNavigation().state !== 'idle';
  return busy ? <div className={styles.progress} role="progressbar" aria-label="Loading page" /> : null;
};

/** The root route: the page plus the global snackbar area and install prompt (spec §2 Shell). */
export const RootShell = () => {
  useNotificationCountSync();
  useSubscriptionSync();
  useUpdateNotice();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <SnackbarArea />
      <InstallBanner />
      <ScrollRestoration />
    </>
  );
};
