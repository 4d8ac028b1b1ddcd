import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingQueryOptions } from './get-billing';

/** `POST /api/payment/brand/subscription/cancel/` or `.../resume/`: end the plan at the period's end, or keep it. */
const setCancelAtPeriodEnd = (cancel: boolean) =>
  cancel ? api.post('/payment/brand/subscription/cancel/') : api.post('/payment/brand/subscription/resume/');

export const useSetCancelAtPeriodEnd = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCancelAtPeriodEnd,
    onSuccess: (billing) => queryClient.setQueryData(billingQueryOptions().queryKey, billing),
  });
};
