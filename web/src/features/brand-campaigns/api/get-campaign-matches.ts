import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMatchList } from '@schemas/brand-matches';
import type { TMatchStatus } from '@schemas/campaign';
import { api } from '@/lib/api-client';

export const getCampaignMatches = (campaignId: string, statuses: TMatchStatus[], signal?: AbortSignal) =>
  api.get<TMatchList>(`/brand/campaigns/${campaignId}/matches/`, { query: { status: statuses.join(','), page_size: 100 }, signal });

export const campaignMatchesQueryOptions = (campaignId: string, statuses: TMatchStatus[]) =>
  queryOptions({ queryKey: ['campaigns', 'detail', campaignId, 'matches', statuses], queryFn: ({ signal }) => getCampaignMatches(campaignId, statuses, signal) });

export const useCampaignMatches = (campaignId: string, statuses: TMatchStatus[]) => useQuery(campaignMatchesQueryOptions(campaignId, statuses));
