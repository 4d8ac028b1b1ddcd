import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './query-keys';

const getWallet = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/brand/wallet/', { signal });

const walletQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.balances(), queryFn: ({ signal }) => getWallet({ signal }) });

export const useWallet = () => useQuery(walletQueryOptions());
