import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { brandCampaignKeys } from './brand-campaign-keys';

const getSuggestedCreators = (campaignId: string, signal?: AbortSignal) =>
  api.get('/brand/campaigns/:id/suggested-creators/', { param: { id: campaignId }, signal });

const suggestedCreatorsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: brandCampaignKeys.suggested(campaignId),
    queryFn: ({ signal }) => getSuggestedCreators(campaignId, signal),
  });

export const useSuggestedCreators = (campaignId: string, enabled: boolean) =>
  useQuery({ ...suggestedCreatorsQueryOptions(campaignId), enabled });
