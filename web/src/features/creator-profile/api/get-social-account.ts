import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorProfileKeys } from './creator-profile-keys';

const getSocialAccount = (id: string, signal?: AbortSignal) =>
  api.get('/influencer/social-accounts/:id/', { param: { id }, signal });

const socialAccountQueryOptions = (id: string) =>
  queryOptions({
    queryKey: creatorProfileKeys.socialAccount(id),
    queryFn: ({ signal }) => getSocialAccount(id, signal),
  });

export const useSocialAccount = (id: string) => useQuery(socialAccountQueryOptions(id));
