import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** `GET /api/payment/plans/` — public: every plan with prices, seats, fee and features. */
const getPlans = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/payment/plans/', { signal });

const plansQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.plans(), queryFn: getPlans, staleTime: 5 * 60_000 });

export const usePlans = () => useQuery(plansQueryOptions());
