import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions, useRefreshingMutation } from '@/lib/queries/api-query';
import { brandCampaignKeys } from './brand-campaign-keys';

export const useCampaignCheckins = (campaignId: string, enabled: boolean) =>
  useQuery({
    ...apiQueryOptions(brandCampaignKeys.checkIns(campaignId), '/brand/campaigns/:id/check-ins/', {
      param: { id: campaignId },
    }),
    enabled,
  });

/** Managed Campaigns: ask the strategist to run the campaign, or take it back. */
export const useSetManaged = (campaignId: string) =>
  useRefreshingMutation(
    (isManaged: boolean) =>
      api.patch('/brand/campaigns/:id/managed/', { is_managed: isManaged }, { param: { id: campaignId } }),
    [brandCampaignKeys.detail(campaignId), brandCampaignKeys.checkIns(campaignId)],
  );
