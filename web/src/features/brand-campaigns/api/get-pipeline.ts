import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { brandCampaignKeys } from './brand-campaign-keys';

export const usePipeline = (campaignId: string) =>
  useQuery(
    apiQueryOptions(brandCampaignKeys.pipeline(campaignId), '/brand/campaigns/:id/pipeline/', {
      param: { id: campaignId },
    }),
  );
