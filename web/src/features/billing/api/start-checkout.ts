import { useMutation } from '@tanstack/react-query';
import type { TCheckoutInput } from '@schemas/plans';
import { api } from '@/lib/api-client';

/** `POST /api/payment/brand/checkout/` with an Idempotency-Key: a double click opens one checkout. */
const startCheckout = ({ input, idempotencyKey }: { input: TCheckoutInput; idempotencyKey: string }) =>
  api.post('/payment/brand/checkout/', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const useStartCheckout = () => useMutation({ mutationFn: startCheckout });
