import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorCampaignKeys } from './creator-campaign-keys';

const getCampaign = (id: string, signal?: AbortSignal) =>
  api.get('/influencer/campaigns/:id/', { param: { id }, signal });

const campaignQueryOptions = (id: string) =>
  queryOptions({ queryKey: creatorCampaignKeys.campaign(id), queryFn: ({ signal }) => getCampaign(id, signal) });

export const useCampaign = (id: string) => useQuery(campaignQueryOptions(id));
