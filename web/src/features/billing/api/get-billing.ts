import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** `GET /api/payment/brand/billing/` — plan, period, next charge, seats, card and what the caller may change. */
const getBilling = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/payment/brand/billing/', { signal });

export const billingQueryOptions = () => queryOptions({ queryKey: billingKeys.summary(), queryFn: getBilling });

export const useBilling = (options: { refetchInterval?: number | false } = {}) =>
  useQuery({ ...billingQueryOptions(), ...options });
