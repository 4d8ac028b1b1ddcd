import { queryOptions } from '@tanstack/react-query';
import type { TSubscription } from '@schemas/subscription';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './query-keys';

/** `GET /api/payment/brand/subscription/` — read as the brand store's subscription record. */
export const getBrandSubscription = (): Promise<TSubscription> => api.get('/payment/brand/subscription/');

export const brandSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.brand(), queryFn: getBrandSubscription });
