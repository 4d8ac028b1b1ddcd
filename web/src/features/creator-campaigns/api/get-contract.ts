import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TContract } from '@schemas/creator-matches';
import { api } from '@/lib/api-client';
import { creatorCampaignKeys } from './creator-campaign-keys';

export const getContract = (matchId: string, signal?: AbortSignal) =>
  api.get<TContract>(`/influencer/campaign-matches/${matchId}/contract/`, { signal });

export const contractQueryOptions = (matchId: string | undefined) =>
  queryOptions({
    queryKey: creatorCampaignKeys.contract(matchId),
    queryFn: ({ signal }) => getContract(matchId!, signal),
    enabled: Boolean(matchId),
  });

export const useContract = (matchId: string | undefined) => useQuery(contractQueryOptions(matchId));
