import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { walletFeatureKeys } from './wallet-keys';

export type WalletHistoryFilter = { page: number; campaignId?: string; creatorId?: string };

export const WALLET_PAGE_SIZE = 20;

const queryOf = (f: WalletHistoryFilter) => ({
  page: f.page,
  page_size: WALLET_PAGE_SIZE,
  campaign_id: f.campaignId,
  creator_id: f.creatorId,
});

export const useWalletTransactions = (f: WalletHistoryFilter) =>
  useQuery({
    ...apiQueryOptions(walletFeatureKeys.transactions(f), '/brand/wallet/transactions/', { query: queryOf(f) }),
    placeholderData: keepPreviousData,
  });

/** The CSV export is a plain download link (the session cookie authenticates it). */
export const walletCsvUrl = (f: Omit<WalletHistoryFilter, 'page'>) =>
  apiUrl('/brand/wallet/transactions.csv', { query: { campaign_id: f.campaignId, creator_id: f.creatorId } });
