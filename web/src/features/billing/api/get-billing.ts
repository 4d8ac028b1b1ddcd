import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { billingKeys } from './billing-keys';

/** `GET /api/payment/brand/billing/` — plan, period, next charge, seats, card and what the caller may change. */
export const billingQueryOptions = () => apiQueryOptions(billingKeys.summary(), '/payment/brand/billing/');

export const useBilling = (options: { refetchInterval?: number | false } = {}) =>
  useQuery({ ...billingQueryOptions(), ...options });
