import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorProfileKeys } from './creator-profile-keys';

const getAvailability = (signal?: AbortSignal) => api.get('/influencer/availability/', { signal });

export const availabilityQueryOptions = () =>
  queryOptions({ queryKey: creatorProfileKeys.availability(), queryFn: ({ signal }) => getAvailability(signal) });

export const useAvailability = () => useQuery(availabilityQueryOptions());
