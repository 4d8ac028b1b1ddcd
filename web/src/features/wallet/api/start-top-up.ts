import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Opens the provider's checkout for a top-up; one Idempotency-Key per attempt so a double click is one top-up. */
const startTopUp = ({ amountCents, key }: { amountCents: number; key: string }) =>
  api.post('/brand/wallet/top-ups/', { amount_cents: amountCents }, { headers: { 'Idempotency-Key': key } });

export const useStartTopUp = () => useMutation({ mutationFn: startTopUp });
