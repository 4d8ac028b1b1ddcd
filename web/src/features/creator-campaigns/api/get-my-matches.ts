import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TMatchGroup } from '@schemas/creator-matches';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorCampaignKeys } from './creator-campaign-keys';

export type MyMatchesParams = { group?: TMatchGroup; page: number };
export const MATCHES_PAGE_SIZE = 10;

export const useMyMatches = (params: MyMatchesParams) =>
  useQuery({
    ...apiQueryOptions(creatorCampaignKeys.matchList(params), '/influencer/campaign-matches/', {
      query: { ...params, page_size: MATCHES_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  });
