import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { brandCampaignKeys } from './brand-campaign-keys';

const getMatch = (id: string, signal?: AbortSignal) => api.get('/brand/campaign-match/:id/', { param: { id }, signal });

export const matchQueryOptions = (id: string) =>
  queryOptions({ queryKey: brandCampaignKeys.match(id), queryFn: ({ signal }) => getMatch(id, signal) });

export const useMatch = (id: string) => useQuery(matchQueryOptions(id));
