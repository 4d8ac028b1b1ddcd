import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorCampaignKeys } from './creator-campaign-keys';

const getMatchCounts = (signal?: AbortSignal) => api.get('/influencer/campaign-matches/counts/', { signal });

const matchCountsQueryOptions = () =>
  queryOptions({ queryKey: creatorCampaignKeys.matchCounts(), queryFn: ({ signal }) => getMatchCounts(signal) });

export const useMatchCounts = () => useQuery(matchCountsQueryOptions());
