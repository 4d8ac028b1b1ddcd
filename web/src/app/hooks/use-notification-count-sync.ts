import { useEffect, useState } from 'react';
import { useUnreadNotifications } from '@/features/notifications/api/get-unread-notifications';
import { authStore, useAuthStore } from '@/lib/stores/auth-store';

/** True once the page has loaded (every script, style and image of the first paint). */
const usePageLoaded = () => {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
};

/**
 * Spec §4/§6: when authenticated, load the unread notifications at start (and on focus, every 5 min);
 * the list's length is the stored count the bell shows. At start the bell shows the count the session check
 * returned (`/auth/me/`), so the list waits until the page has loaded: it is not part of the first paint.
 */
export const useNotificationCountSync = () => {
  // Suspended accounts are refused by the API (403) — no point polling for them.
  const authenticated = useAuthStore((state) => state.status === 'authenticated' && state.user?.status !== 'SUSPENDED');
  const pageLoaded = usePageLoaded();
  const { data } = useUnreadNotifications({ enabled: authenticated && pageLoaded });
  useEffect(() => {
    if (authenticated && data) authStore.getState().setNotificationCount(data.length);
  }, [authenticated, data]);
};
