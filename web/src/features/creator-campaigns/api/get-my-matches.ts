import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMatchGroup } from '@schemas/creator-matches';
import { api } from '@/lib/api-client';
import { creatorCampaignKeys } from './creator-campaign-keys';

export type MyMatchesParams = { group?: TMatchGroup; page: number };
export const MATCHES_PAGE_SIZE = 10;

const getMyMatches = (params: MyMatchesParams, signal?: AbortSignal) =>
  api.get('/influencer/campaign-matches/', {
    query: { ...params, page_size: MATCHES_PAGE_SIZE },
    signal,
  });

const myMatchesQueryOptions = (params: MyMatchesParams) =>
  queryOptions({
    queryKey: creatorCampaignKeys.matchList(params),
    queryFn: ({ signal }) => getMyMatches(params, signal),
  });

export const useMyMatches = (params: MyMatchesParams) =>
  useQuery({ ...myMatchesQueryOptions(params), placeholderData: keepPreviousData });
