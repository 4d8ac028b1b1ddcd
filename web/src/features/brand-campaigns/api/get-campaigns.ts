import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCampaignStatus } from '@schemas/campaign';
import { CAMPAIGN_STATUSES } from '@schemas/vocabularies';
import { api } from '@/lib/api-client';

export type CampaignListParams = { status: TCampaignStatus; q?: string; page: number; pageSize?: number };

const PAGE_SIZE = 9;

/** The dashboard's list as its address names it (`?tab=draft&q=…&page=2`): the page and its route's prefetch agree. */
export const campaignListParamsFrom = (search: URLSearchParams): Required<CampaignListParams> => {
  const tab = search.get('tab') ?? '';
  return {
    status: (CAMPAIGN_STATUSES as readonly string[]).includes(tab) ? (tab as TCampaignStatus) : 'active',
    q: search.get('q') ?? '',
    page: Math.max(1, Number(search.get('page')) || 1),
    pageSize: PAGE_SIZE,
  };
};

const getCampaigns = ({ status, q, page, pageSize = PAGE_SIZE }: CampaignListParams, signal?: AbortSignal) =>
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
