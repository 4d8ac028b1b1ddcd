import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { billingKeys } from './billing-keys';

/** `GET /api/payment/plans/` — public: every plan with prices, seats, fee and features. */
export const usePlans = () =>
  useQuery({ ...apiQueryOptions(billingKeys.plans(), '/payment/plans/'), staleTime: 5 * 60_000 });
