import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys, creatorDatabaseKeys } from '@/lib/queries/query-keys';
import { brandCreatorKeys } from './brand-creator-keys';

/** Active campaigns (the creator is invited) and drafts (shortlisted, invited when the campaign is published). */
const getOpenCampaigns = async (signal?: AbortSignal) => {
  const [active, drafts] = await Promise.all(
    (['active', 'draft'] as const).map((status) =>
      api.get('/brand/campaigns/', { query: { status, page_size: 100 }, signal }),
    ),
  );
  return [...active!.results, ...drafts!.results];
};
const inviteToCampaign = (body: { campaign_id: string; creator_id: string; message?: string }) =>
  api.post('/brand/create-campaign-match/', body);

const openCampaignsQueryOptions = () =>
  queryOptions({
    queryKey: brandCreatorKeys.openCampaigns(),
    queryFn: ({ signal }) => getOpenCampaigns(signal),
  });

export const useOpenCampaigns = (enabled: boolean) => useQuery({ ...openCampaignsQueryOptions(), enabled });

export const useInviteToCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteToCampaign,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
        queryClient.invalidateQueries({ queryKey: creatorDatabaseKeys.profiles() }),
      ]),
  });
};
