import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorProfileKeys } from './creator-profile-keys';

const getCreatorProfile = (signal?: AbortSignal) => api.get('/influencer/profile/', { signal });

export const creatorProfileQueryOptions = () =>
  queryOptions({ queryKey: creatorProfileKeys.profile(), queryFn: ({ signal }) => getCreatorProfile(signal) });

export const useCreatorProfile = () => useQuery(creatorProfileQueryOptions());
