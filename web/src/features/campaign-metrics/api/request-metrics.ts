import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRequestMetrics } from '@schemas/metrics';
import { api } from '@/lib/api-client';
import { campaignMetricsKeys } from './campaign-metrics-keys';

const requestMetrics = (body: TRequestMetrics) => api.post('/brand/request-metrics/', body);

export const useRequestMetrics = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMetrics,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignMetricsKeys.all }),
  });
};
