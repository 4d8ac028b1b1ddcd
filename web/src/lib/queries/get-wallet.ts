import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './query-keys';

export const getWallet = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/brand/wallet/', { signal });

export const walletQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.balances(), queryFn: ({ signal }) => getWallet({ signal }) });

export const useWallet = () => useQuery(walletQueryOptions());
