import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSuggestedCreator } from '@schemas/creator-search';
import { api } from '@/lib/api-client';
import { brandCampaignKeys } from './brand-campaign-keys';

export const getSuggestedCreators = (campaignId: string, signal?: AbortSignal) =>
  api.get<TSuggestedCreator[]>(`/brand/campaigns/${campaignId}/suggested-creators/`, { signal });

export const suggestedCreatorsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: brandCampaignKeys.suggested(campaignId),
    queryFn: ({ signal }) => getSuggestedCreators(campaignId, signal),
  });

export const useSuggestedCreators = (campaignId: string, enabled: boolean) =>
  useQuery({ ...suggestedCreatorsQueryOptions(campaignId), enabled });
