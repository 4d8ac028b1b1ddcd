import { walletKeys } from '@/lib/queries/query-keys';

/** The wallet screens' keys (under `walletKeys.all`, whose balances the campaign screens read too). */
export const walletFeatureKeys = {
  campaignOptions: () => [...walletKeys.all, 'campaign-options'] as const,
  transactions: (filter: object) => [...walletKeys.all, 'transactions', filter] as const,
  topUp: (id: string) => [...walletKeys.all, 'top-up', id] as const,
};
