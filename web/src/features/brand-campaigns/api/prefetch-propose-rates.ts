import type { QueryClient } from '@tanstack/react-query';
import { campaignQueryOptions } from './get-campaign';
import { creatorRatesQueryOptions } from './get-creator-rates';
import { matchQueryOptions } from './get-match';

/**
 * The offer page's reads, started by its route loader while the page's code downloads: the match, then its campaign
 * and the creator's rates together (the page asked for each only once the one before had rendered). A failed read is
 * left to the page, whose queries show it with a retry.
 */
export const prefetchProposeRates = async (queryClient: QueryClient, matchId: string) => {
  const match = await queryClient.ensureQueryData(matchQueryOptions(matchId));
  await Promise.all([
    queryClient.prefetchQuery(campaignQueryOptions(match.campaign_id)),
    queryClient.prefetchQuery({ ...creatorRatesQueryOptions(match.creator.id), retry: false }),
  ]);
};
