import { useEffect, useState } from 'react';
import { useUnreadNotifications } from '@/features/notifications/api/get-unread-notifications';
import { afterFirstScreen } from '@/lib/first-screen';
import { authStore, useAuthStore } from '@/lib/stores/auth-store';

/** True once the first screen has painted (lib/first-screen.ts). */
const useFirstScreenShown = () => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let active = true;
    void afterFirstScreen().then(() => active && setShown(true));
    return () => {
      active = false;
    };
  }, []);
  return shown;
};

/**
 * Spec §4/§6: when authenticated, load the unread notifications at start (and on focus, every 5 min);
 * the list's length is the stored count the bell shows. At start the bell shows the count the session check
 * returned (`/auth/me/`), so the list waits until the first screen has painted: it is not part of the first paint.
 */
export const useNotificationCountSync = () => {
  // Suspended accounts are refused by the API (403) — no point polling for them.
  const authenticated = useAuthStore((state) => state.status === 'authenticated' && state.user?.status !== 'SUSPENDED');
  const firstScreenShown = useFirstScreenShown();
  const { data } = useUnreadNotifications({ enabled: authenticated && firstScreenShown });
  useEffect(() => {
    if (authenticated && data) authStore.getState().setNotificationCount(data.length);
  }, [authenticated, data]);
};
