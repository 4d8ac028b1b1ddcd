import type { TRequestMetrics } from '@schemas/metrics';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/queries/api-query';
import { campaignMetricsKeys } from './campaign-metrics-keys';

const requestMetrics = (body: TRequestMetrics) => api.post('/brand/request-metrics/', body);

export const useRequestMetrics = () => useRefreshingMutation(requestMetrics, [campaignMetricsKeys.all]);
