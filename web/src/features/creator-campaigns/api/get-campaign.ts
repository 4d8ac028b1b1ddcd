import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCreatorCampaignOverview } from '@schemas/creator-campaigns';
import { api } from '@/lib/api-client';

export const getCampaign = (id: string, signal?: AbortSignal) =>
  api.get<TCreatorCampaignOverview>(`/influencer/campaigns/${id}/`, { signal });

export const campaignQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['creator', 'campaigns', id], queryFn: ({ signal }) => getCampaign(id, signal) });

export const useCampaign = (id: string) => useQuery(campaignQueryOptions(id));
