import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_REFETCH_INTERVAL_MS, QUERY_RETRIES, QUERY_STALE_TIME_MS } from '../config/constants';
import { isApiError } from './api-error';
import { registerQueryCacheClear } from './query-cache-reset';

/**
 * Spec §7: two retries — except for answers that will not change by asking again (4xx other than 408/429).
 * The fetch layer has already retried transient statuses once.
 */
const shouldRetryQuery = (failureCount: number, error: unknown): boolean => {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429)
    return false;
  return failureCount < QUERY_RETRIES;
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        refetchInterval: QUERY_REFETCH_INTERVAL_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetryQuery,
        refetchOnReconnect: true,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
registerQueryCacheClear(() => queryClient.clear());
