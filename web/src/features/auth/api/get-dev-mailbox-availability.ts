import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** True when the local dev mailbox answers (it is disabled — 404 — outside local development). */
export const getDevMailboxAvailability = async () => {
  try {
    await api.get('/dev/mailbox/');
    return true;
  } catch (error) {
    if (isApiError(error)) return false;
    throw error;
  }
};

export const devMailboxAvailabilityQueryOptions = () =>
  queryOptions({
    queryKey: ['dev-mailbox', 'availability'],
    queryFn: getDevMailboxAvailability,
    retry: false,
    refetchInterval: false,
  });

export const useDevMailboxAvailability = () => useQuery(devMailboxAvailabilityQueryOptions());
