import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMetricsRequestResult, TRequestMetrics } from '@schemas/metrics';
import { api } from '@/lib/api-client';
import { campaignMetricsKeys } from './campaign-metrics-keys';

export const requestMetrics = (body: TRequestMetrics) =>
  api.post<TMetricsRequestResult>('/brand/request-metrics/', body);

export const useRequestMetrics = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMetrics,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignMetricsKeys.all }),
  });
};
