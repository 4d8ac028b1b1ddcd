import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorProfileKeys } from './creator-profile-keys';

const getSocialAccounts = (signal?: AbortSignal) => api.get('/influencer/social-accounts/', { signal });

const socialAccountsQueryOptions = () =>
  queryOptions({ queryKey: creatorProfileKeys.socialAccounts(), queryFn: ({ signal }) => getSocialAccounts(signal) });

export const useSocialAccounts = () => useQuery(socialAccountsQueryOptions());
