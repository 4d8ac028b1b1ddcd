import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorCampaignKeys } from './creator-campaign-keys';

const getContract = (matchId: string, signal?: AbortSignal) =>
  api.get('/influencer/campaign-matches/:id/contract/', { param: { id: matchId }, signal });

const contractQueryOptions = (matchId: string | undefined) =>
  queryOptions({
    queryKey: creatorCampaignKeys.contract(matchId),
    queryFn: ({ signal }) => getContract(matchId!, signal),
    enabled: Boolean(matchId),
  });

export const useContract = (matchId: string | undefined) => useQuery(contractQueryOptions(matchId));
