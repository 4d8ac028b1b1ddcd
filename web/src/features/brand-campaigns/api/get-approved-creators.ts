import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { brandCampaignKeys } from './brand-campaign-keys';

const getApprovedCreators = (campaignId: string, signal?: AbortSignal) =>
  api.get('/brand/campaign/matches/retrieve-approved-creators/', {
    query: { brand_campaign_id: campaignId },
    signal,
  });

const approvedCreatorsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: brandCampaignKeys.approved(campaignId),
    queryFn: ({ signal }) => getApprovedCreators(campaignId, signal),
  });

export const useApprovedCreators = (campaignId: string) => useQuery(approvedCreatorsQueryOptions(campaignId));
