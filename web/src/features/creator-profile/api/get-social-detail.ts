import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorProfileKeys } from './creator-profile-keys';

/** The creator's social data exactly as brands receive it (`GET /phyllo/creator/profile-detail/`). */
const getSocialDetail = (profileId: string, signal?: AbortSignal) =>
  api.get('/phyllo/creator/profile-detail/', { query: { profile_id: profileId }, signal });

const socialDetailQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: creatorProfileKeys.socialDetail(profileId),
    queryFn: ({ signal }) => getSocialDetail(profileId, signal),
    enabled: Boolean(profileId),
  });

export const useSocialDetail = (profileId: string) => useQuery(socialDetailQueryOptions(profileId));
