import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMatchSpend } from '@schemas/creator-spend';
import { api } from '@/lib/api-client';
import { brandCampaignKeys } from './brand-campaign-keys';

type Page = { results: TMatchSpend[] };

export const getMatchSpend = (matchId: string, signal?: AbortSignal) =>
  api
    .get<Page>('/brand/campaigns/matches/spent/', { query: { match_id: matchId }, signal })
    .then((p) => p.results[0] ?? null);

/** One match's money from the ledger (held, in escrow, released), or null before its first offer. */
export const matchSpendQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: brandCampaignKeys.matchSpend(matchId),
    queryFn: ({ signal }) => getMatchSpend(matchId, signal),
  });

export const useMatchSpend = (matchId: string) => useQuery(matchSpendQueryOptions(matchId));
