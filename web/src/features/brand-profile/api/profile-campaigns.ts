import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { brandProfileKeys } from './brand-profile-keys';

const getProfileCampaigns = (brandId: string, signal?: AbortSignal) =>
  api.get('/brand/profile-campaigns/', { query: { brand_id: brandId }, signal });

const profileCampaignsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: brandProfileKeys.campaigns(brandId),
    queryFn: ({ signal }) => getProfileCampaigns(brandId, signal),
  });

export const useProfileCampaigns = (brandId: string | undefined) =>
  useQuery({ ...profileCampaignsQueryOptions(brandId ?? ''), enabled: Boolean(brandId) });
