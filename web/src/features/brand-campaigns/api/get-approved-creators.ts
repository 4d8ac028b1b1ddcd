import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { brandCampaignKeys } from './brand-campaign-keys';

export const useApprovedCreators = (campaignId: string) =>
  useQuery(
    apiQueryOptions(brandCampaignKeys.approved(campaignId), '/brand/campaign/matches/retrieve-approved-creators/', {
      query: { brand_campaign_id: campaignId },
    }),
  );
