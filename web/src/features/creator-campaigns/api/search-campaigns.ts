import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCampaignSearchQuery } from '@schemas/creator-campaigns';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorCampaignKeys } from './creator-campaign-keys';

export type CampaignSearchParams = Partial<Omit<TCampaignSearchQuery, 'page' | 'page_size'>> & { page: number };
export const SEARCH_PAGE_SIZE = 12;

export const useCampaignSearch = (params: CampaignSearchParams, enabled = true) =>
  useQuery({
    ...apiQueryOptions(creatorCampaignKeys.search(params), '/influencer/campaigns/search/', {
      query: { ...params, page_size: SEARCH_PAGE_SIZE },
    }),
    enabled,
    placeholderData: keepPreviousData,
  });
