import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Reference data every area reads (the same for everyone, rarely changing): one cache entry per list. */
export const referenceKeys = {
  all: ['reference'] as const,
  locations: () => [...referenceKeys.all, 'locations'] as const,
  locationSearch: (search: string) => [...referenceKeys.locations(), 'search', search] as const,
};

const locationsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.locations(),
    queryFn: ({ signal }) => api.get('/common/locations/', { signal }),
    staleTime: 60 * 60_000,
  });

/** The spec's location list (cities with region and country), cached for an hour and shared by every screen. */
export const useLocations = () => useQuery(locationsQueryOptions());

const locationSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: referenceKeys.locationSearch(search.trim().toLowerCase()),
    queryFn: ({ signal }) => api.get('/common/locations/', { query: { search: search.trim(), limit: 8 }, signal }),
    staleTime: 10 * 60_000,
  });

/** Cities matching what was typed (nothing below 2 characters); the last answer stays while typing on. */
export const useLocationSearch = (search: string) =>
  useQuery({
    ...locationSearchQueryOptions(search),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
