import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/queries/api-query';
import { walletKeys } from '@/lib/queries/query-keys';

const requestRefund = ({ amountCents, key }: { amountCents: number; key: string }) =>
  api.post('/brand/wallet/refund/', { amount_cents: amountCents }, { headers: { 'Idempotency-Key': key } });

/** After a refund every wallet query (balances, history) is stale. */
export const useRequestRefund = () => useRefreshingMutation(requestRefund, [walletKeys.all]);
