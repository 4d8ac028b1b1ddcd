import { useQuery } from '@tanstack/react-query';
import { useCan } from '../auth/use-can';
import { apiQueryOptions } from './api-query';
import { walletKeys } from './query-keys';

/**
 * The brand's wallet, asked for only when the plan has Creator Spend: the server refuses everyone else (403), so a
 * brand paying creators directly, or a strategist, never sends a call that can only fail. Without the feature the
 * query stays idle (`data` undefined); screens read `useCan('CREATOR_SPEND')` to tell that apart from loading.
 */
export const useWallet = () =>
  useQuery({ ...apiQueryOptions(walletKeys.balances(), '/brand/wallet/'), enabled: useCan('CREATOR_SPEND') });
