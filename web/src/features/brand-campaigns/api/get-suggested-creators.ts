import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSuggestedCreator } from '@schemas/creator-search';
import { api } from '@/lib/api-client';

export const getSuggestedCreators = (campaignId: string, signal?: AbortSignal) =>
  api.get<TSuggestedCreator[]>(`/brand/campaigns/${campaignId}/suggested-creators/`, { signal });

export const suggestedCreatorsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: ['campaigns', 'detail', campaignId, 'suggested'],
    queryFn: ({ signal }) => getSuggestedCreators(campaignId, signal),
  });

export const useSuggestedCreators = (campaignId: string, enabled: boolean) =>
  useQuery({ ...suggestedCreatorsQueryOptions(campaignId), enabled });
