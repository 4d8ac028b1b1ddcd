import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSocialAccount } from '@schemas/social';
import { api } from '@/lib/api-client';

export const getSocialAccounts = (signal?: AbortSignal) =>
  api.get<TSocialAccount[]>('/influencer/social-accounts/', { signal });

export const socialAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['creator', 'social-accounts'], queryFn: ({ signal }) => getSocialAccounts(signal) });

export const useSocialAccounts = () => useQuery(socialAccountsQueryOptions());
