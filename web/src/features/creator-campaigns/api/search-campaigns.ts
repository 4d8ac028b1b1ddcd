import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCampaignSearchQuery } from '@schemas/creator-campaigns';
import { api } from '@/lib/api-client';
import { creatorCampaignKeys } from './creator-campaign-keys';

export type CampaignSearchParams = Partial<Omit<TCampaignSearchQuery, 'page' | 'page_size'>> & { page: number };
export const SEARCH_PAGE_SIZE = 12;

const searchCampaigns = (params: CampaignSearchParams, signal?: AbortSignal) =>
  api.get('/influencer/campaigns/search/', {
    query: { ...params, page_size: SEARCH_PAGE_SIZE },
    signal,
  });

const campaignSearchQueryOptions = (params: CampaignSearchParams) =>
  queryOptions({
    queryKey: creatorCampaignKeys.search(params),
    queryFn: ({ signal }) => searchCampaigns(params, signal),
  });

export const useCampaignSearch = (params: CampaignSearchParams, enabled = true) =>
  useQuery({ ...campaignSearchQueryOptions(params), enabled, placeholderData: keepPreviousData });
