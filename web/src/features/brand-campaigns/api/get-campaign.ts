import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { brandCampaignKeys } from './brand-campaign-keys';

export const campaignQueryOptions = (id: string) =>
  apiQueryOptions(brandCampaignKeys.detail(id), '/brand/campaigns/:id/', { param: { id } });

/** Waits for an id (a page that learns the campaign from another query passes '' until then). */
export const useCampaign = (id: string) => useQuery({ ...campaignQueryOptions(id), enabled: Boolean(id) });
