import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorPaymentKeys } from './query-keys';

const getMatchPayment = (matchId: string, signal?: AbortSignal) =>
  api.get('/influencer/payments/:id/', { param: { id: matchId }, signal });

/** Refreshed every 10 s: payouts land by webhook minutes after approval. */
const matchPaymentQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: creatorPaymentKeys.match(matchId),
    queryFn: ({ signal }) => getMatchPayment(matchId, signal),
    refetchInterval: 10_000,
  });

export const useMatchPayment = (matchId: string) => useQuery(matchPaymentQueryOptions(matchId));
