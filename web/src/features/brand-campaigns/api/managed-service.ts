import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignQueryOptions } from './get-campaign';
import { brandCampaignKeys } from './brand-campaign-keys';

const campaignCheckinsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: brandCampaignKeys.checkIns(campaignId),
    queryFn: ({ signal }) => api.get('/brand/campaigns/:id/check-ins/', { param: { id: campaignId }, signal }),
  });

export const useCampaignCheckins = (campaignId: string, enabled: boolean) =>
  useQuery({ ...campaignCheckinsQueryOptions(campaignId), enabled });

/** Managed Campaigns: ask the strategist to run the campaign, or take it back. */
export const useSetManaged = (campaignId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isManaged: boolean) =>
      api.patch(
        '/brand/campaigns/:id/managed/',
        {
          is_managed: isManaged,
        },
        { param: { id: campaignId } },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignQueryOptions(campaignId).queryKey }),
        queryClient.invalidateQueries({ queryKey: campaignCheckinsQueryOptions(campaignId).queryKey }),
      ]),
  });
};
