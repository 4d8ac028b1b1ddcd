import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from '@/lib/queries/query-keys';

const requestRefund = ({ amountCents, key }: { amountCents: number; key: string }) =>
  api.post('/brand/wallet/refund/', { amount_cents: amountCents }, { headers: { 'Idempotency-Key': key } });

/** After a refund every wallet query (balances, history) is stale. */
export const useRequestRefund = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
