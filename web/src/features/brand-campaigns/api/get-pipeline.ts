import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { brandCampaignKeys } from './brand-campaign-keys';

const getPipeline = (campaignId: string, signal?: AbortSignal) =>
  api.get('/brand/campaigns/:id/pipeline/', { param: { id: campaignId }, signal });

const pipelineQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: brandCampaignKeys.pipeline(campaignId),
    queryFn: ({ signal }) => getPipeline(campaignId, signal),
  });

export const usePipeline = (campaignId: string) => useQuery(pipelineQueryOptions(campaignId));
