import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorCampaignKeys } from './creator-campaign-keys';

const getMatch = (id: string, signal?: AbortSignal) =>
  api.get('/influencer/campaign-matches/:id/', { param: { id }, signal });

const matchQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: creatorCampaignKeys.match(id),
    queryFn: ({ signal }) => getMatch(id!, signal),
    enabled: Boolean(id),
  });

export const useMatch = (id: string | undefined) => useQuery(matchQueryOptions(id));
