import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCampaignStatus } from '@schemas/campaign';
import { api } from '@/lib/api-client';

export type CampaignListParams = { status: TCampaignStatus; q?: string; page: number; pageSize?: number };

export const getCampaigns = ({ status, q, page, pageSize = 9 }: CampaignListParams, signal?: AbortSignal) =>
  api.get('/brand/campaigns/', {
    query: { status, q: q || undefined, page, page_size: pageSize },
    signal,
  });

export const campaignsQueryOptions = (params?: CampaignListParams) =>
  queryOptions({
    queryKey: params ? ['campaigns', 'list', params] : ['campaigns', 'list'],
    queryFn: ({ signal }) => getCampaigns(params!, signal),
    enabled: Boolean(params),
  });

export const useCampaigns = (params: CampaignListParams) =>
  useQuery({ ...campaignsQueryOptions(params), placeholderData: keepPreviousData });
