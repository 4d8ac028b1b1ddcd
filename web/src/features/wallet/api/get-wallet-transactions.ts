import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiUrl } from '@/lib/api-client';
import { walletFeatureKeys } from './wallet-keys';

export type WalletHistoryFilter = { page: number; campaignId?: string; creatorId?: string };

export const WALLET_PAGE_SIZE = 20;

const queryOf = (f: WalletHistoryFilter) => ({
  page: f.page,
  page_size: WALLET_PAGE_SIZE,
  campaign_id: f.campaignId,
  creator_id: f.creatorId,
});

const getWalletTransactions = (f: WalletHistoryFilter, signal?: AbortSignal) =>
  api.get('/brand/wallet/transactions/', { query: queryOf(f), signal });

const walletTransactionsQueryOptions = (f: WalletHistoryFilter) =>
  queryOptions({
    queryKey: walletFeatureKeys.transactions(f),
    queryFn: ({ signal }) => getWalletTransactions(f, signal),
    placeholderData: keepPreviousData,
  });

export const useWalletTransactions = (f: WalletHistoryFilter) => useQuery(walletTransactionsQueryOptions(f));

/** The CSV export is a plain download link (the session cookie authenticates it). */
export const walletCsvUrl = (f: Omit<WalletHistoryFilter, 'page'>) =>
  apiUrl('/brand/wallet/transactions.csv', { query: { campaign_id: f.campaignId, creator_id: f.creatorId } });
