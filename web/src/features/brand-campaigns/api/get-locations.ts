import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLocation } from '@schemas/common';
import { api } from '@/lib/api-client';

export const getLocations = (signal?: AbortSignal) => api.get<TLocation[]>('/common/locations/', { signal });

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: ['locations'], queryFn: ({ signal }) => getLocations(signal), staleTime: 60 * 60 * 1000 });

export const useLocations = () => useQuery(locationsQueryOptions());
