import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { managedBrandKeys } from './managed-brand-keys';

/** The brand of a campaign the strategist manages (404 otherwise). */
const campaignBrandQueryOptions = (campaignId: string | null) =>
  queryOptions({
    queryKey: managedBrandKeys.campaignBrand(campaignId),
    queryFn: ({ signal }) => api.get('/internal/campaigns/:id/brand/', { param: { id: campaignId ?? '' }, signal }),
    enabled: !!campaignId,
    retry: false,
  });
export const useCampaignBrand = (campaignId: string | null) => useQuery(campaignBrandQueryOptions(campaignId));
