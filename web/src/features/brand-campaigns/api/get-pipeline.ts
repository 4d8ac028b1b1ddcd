import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPipeline } from '@schemas/pipeline';
import { api } from '@/lib/api-client';
import { brandCampaignKeys } from './brand-campaign-keys';

export const getPipeline = (campaignId: string, signal?: AbortSignal) =>
  api.get<TPipeline>(`/brand/campaigns/${campaignId}/pipeline/`, { signal });

export const pipelineQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: brandCampaignKeys.pipeline(campaignId),
    queryFn: ({ signal }) => getPipeline(campaignId, signal),
  });

export const usePipeline = (campaignId: string) => useQuery(pipelineQueryOptions(campaignId));
