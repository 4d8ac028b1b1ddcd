import { useEffect } from 'react';
import { useUnreadNotifications } from '@/features/notifications/api/get-unread-notifications';
import { authStore, useAuthStore } from '@/lib/stores/auth-store';

/**
 * Spec §4/§6: when authenticated, load the unread notifications at start (and on focus, every 5 min);
 * the list's length is the stored count the bell shows.
 */
export const useNotificationCountSync = () => {
  // Suspended accounts are refused by the API (403) — no point polling for them.
  const authenticated = useAuthStore((state) => state.status === 'authenticated' && state.user?.status !== 'SUSPENDED');
  const { data } = useUnreadNotifications({ enabled: authenticated });
  useEffect(() => {
    if (authenticated && data) authStore.getState().setNotificationCount(data.length);
  }, [authenticated, data]);
};
