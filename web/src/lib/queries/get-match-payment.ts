import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from './api-query';
import { creatorPaymentKeys } from './query-keys';

/** Refreshed every 10 s: payouts land by webhook minutes after approval. */
export const useMatchPayment = (matchId: string) =>
  useQuery({
    ...apiQueryOptions(creatorPaymentKeys.match(matchId), '/influencer/payments/:id/', { param: { id: matchId } }),
    refetchInterval: 10_000,
  });
