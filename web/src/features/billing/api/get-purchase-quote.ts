import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBillingPeriod } from '@schemas/plans';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** `GET /api/payment/brand/checkout/quote/` — what choosing a plan and period charges today. */
const getPurchaseQuote = ({ plan, period, signal }: { plan: string; period: TBillingPeriod; signal?: AbortSignal }) =>
  api.get('/payment/brand/checkout/quote/', { query: { plan, period }, signal });

const purchaseQuoteQueryOptions = (plan: string, period: TBillingPeriod) =>
  queryOptions({
    queryKey: billingKeys.quote(plan, period),
    queryFn: ({ signal }) => getPurchaseQuote({ plan, period, signal }),
    retry: false,
  });

export const usePurchaseQuote = (plan: string, period: TBillingPeriod) =>
  useQuery({ ...purchaseQuoteQueryOptions(plan, period), enabled: !!plan });
