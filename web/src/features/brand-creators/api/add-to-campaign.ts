import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCampaignList } from '@schemas/campaign';
import { api } from '@/lib/api-client';

export const getActiveCampaigns = (signal?: AbortSignal) => api.get<TCampaignList>('/brand/campaigns/', { query: { status: 'active', page_size: 100 }, signal });
export const inviteToCampaign = (body: { campaign_id: string; creator_id: string; message?: string }) => api.post<{ id: string; status: string }>('/brand/create-campaign-match/', body);

export const activeCampaignsQueryOptions = () => queryOptions({ queryKey: ['campaigns', 'list', 'active-for-invites'], queryFn: ({ signal }) => getActiveCampaigns(signal) });

export const useActiveCampaigns = (enabled: boolean) => useQuery({ ...activeCampaignsQueryOptions(), enabled });

export const useInviteToCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteToCampaign, onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['campaigns'] }), queryClient.invalidateQueries({ queryKey: ['creators', 'profile'] })]) });
};
