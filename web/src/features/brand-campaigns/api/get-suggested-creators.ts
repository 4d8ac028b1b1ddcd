import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { brandCampaignKeys } from './brand-campaign-keys';

export const useSuggestedCreators = (campaignId: string, enabled: boolean) =>
  useQuery({
    ...apiQueryOptions(brandCampaignKeys.suggested(campaignId), '/brand/campaigns/:id/suggested-creators/', {
      param: { id: campaignId },
    }),
    enabled,
  });
