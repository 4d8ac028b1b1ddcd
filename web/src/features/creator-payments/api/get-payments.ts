import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api-client';
import { creatorPaymentKeys } from '@/lib/queries/query-keys';

const getCreatorPayments = (signal?: AbortSignal) => api.get('/influencer/payments/', { signal });

/** Refreshed every 10 s: releases and payouts land by webhook while the page is open. */
const creatorPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: creatorPaymentKeys.summary(),
    queryFn: ({ signal }) => getCreatorPayments(signal),
    refetchInterval: 10_000,
  });

export const useCreatorPayments = () => useQuery(creatorPaymentsQueryOptions());

/** The CSV export is a plain download link (the session cookie authenticates it). */
export const creatorPaymentsCsvUrl = () => apiUrl('/influencer/payments.csv');
