import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { brandCampaignKeys } from './brand-campaign-keys';

const getMatchSpend = (matchId: string, signal?: AbortSignal) =>
  api
    .get('/brand/campaigns/matches/spent/', { query: { match_id: matchId }, signal })
    .then((p) => p.results[0] ?? null);

/** One match's money from the ledger (held, in escrow, released), or null before its first offer. */
const matchSpendQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: brandCampaignKeys.matchSpend(matchId),
    queryFn: ({ signal }) => getMatchSpend(matchId, signal),
  });

export const useMatchSpend = (matchId: string) => useQuery(matchSpendQueryOptions(matchId));
