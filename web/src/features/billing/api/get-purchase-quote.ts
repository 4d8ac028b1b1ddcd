import { useQuery } from '@tanstack/react-query';
import type { TBillingPeriod } from '@schemas/plans';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { billingKeys } from './billing-keys';

/** `GET /api/payment/brand/checkout/quote/` — what choosing a plan and period charges today. */
export const usePurchaseQuote = (plan: string, period: TBillingPeriod) =>
  useQuery({
    ...apiQueryOptions(billingKeys.quote(plan, period), '/payment/brand/checkout/quote/', { query: { plan, period } }),
    retry: false,
    enabled: !!plan,
  });
