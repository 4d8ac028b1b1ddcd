import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLocationList } from '@schemas/common';
import { api } from '@/lib/api-client';

/** Reference data every area reads (the same for everyone, rarely changing): one cache entry per list. */
export const referenceKeys = {
  all: ['reference'] as const,
  locations: () => [...referenceKeys.all, 'locations'] as const,
};

export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.locations(),
    queryFn: ({ signal }) => api.get('/common/locations/', { signal, schema: ZLocationList }),
    staleTime: 60 * 60_000,
  });

/** The spec's location list (cities with region and country), cached for an hour and shared by every screen. */
export const useLocations = () => useQuery(locationsQueryOptions());
