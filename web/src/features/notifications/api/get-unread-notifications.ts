import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_REFETCH_INTERVAL_MS } from '@/config/constants';
import { notificationKeys } from './notification-keys';

const getNotifications = ({ all = false, signal }: { all?: boolean; signal?: AbortSignal } = {}) =>
  api.get('/notification/my/', { query: { all: all ? 'true' : 'false' }, signal });

export const notificationsQueryOptions = ({ all = false }: { all?: boolean } = {}) =>
  queryOptions({
    queryKey: notificationKeys.list({ all }),
    queryFn: ({ signal }) => getNotifications({ all, signal }),
  });

/**
 * The unread list (`?all=false`); its length is the bell's count. Unlike other queries it refetches when
 * the window regains focus (spec §7, the shell's reading) and every 5 minutes.
 */
export const useUnreadNotifications = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    ...notificationsQueryOptions({ all: false }),
    enabled,
    refetchOnWindowFocus: true,
    refetchInterval: QUERY_REFETCH_INTERVAL_MS,
  });

export const useNotifications = ({ all }: { all: boolean }) => useQuery(notificationsQueryOptions({ all }));
