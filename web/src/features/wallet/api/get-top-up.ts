import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletFeatureKeys } from './wallet-keys';

const getTopUp = (id: string, signal?: AbortSignal) => api.get('/brand/wallet/top-ups/:id/', { param: { id }, signal });

/** Polled every 1.5 s while the provider's webhook has not landed; stops once the top-up is paid. */
const topUpQueryOptions = (id: string) =>
  queryOptions({
    queryKey: walletFeatureKeys.topUp(id),
    queryFn: ({ signal }) => getTopUp(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'paid' ? false : 1_500),
  });

export const useTopUp = (id: string) => useQuery({ ...topUpQueryOptions(id), enabled: !!id });
