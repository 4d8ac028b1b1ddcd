import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { brandCampaignKeys } from './brand-campaign-keys';

const getCampaign = (id: string, signal?: AbortSignal) => api.get('/brand/campaigns/:id/', { param: { id }, signal });

export const campaignQueryOptions = (id: string) =>
  queryOptions({ queryKey: brandCampaignKeys.detail(id), queryFn: ({ signal }) => getCampaign(id, signal) });

/** Waits for an id (a page that learns the campaign from another query passes '' until then). */
export const useCampaign = (id: string) => useQuery({ ...campaignQueryOptions(id), enabled: Boolean(id) });
