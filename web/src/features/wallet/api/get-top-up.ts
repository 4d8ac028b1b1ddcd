import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { walletFeatureKeys } from './wallet-keys';

/** Polled every 1.5 s while the provider's webhook has not landed; stops once the top-up is paid. */
export const useTopUp = (id: string) =>
  useQuery({
    ...apiQueryOptions(walletFeatureKeys.topUp(id), '/brand/wallet/top-ups/:id/', { param: { id } }),
    refetchInterval: (query) => (query.state.data?.status === 'paid' ? false : 1_500),
    enabled: !!id,
  });
