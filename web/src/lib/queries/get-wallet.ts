import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from './api-query';
import { walletKeys } from './query-keys';

export const useWallet = () => useQuery(apiQueryOptions(walletKeys.balances(), '/brand/wallet/'));
