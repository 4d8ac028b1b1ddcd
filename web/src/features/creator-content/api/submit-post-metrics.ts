import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSubmitPostMetrics } from '@schemas/metrics';
import { api } from '@/lib/api-client';
import { postMetricsQueryOptions } from './get-post-metrics';

const submitPostMetrics = ({ deliverableId, body }: { deliverableId: string; body: TSubmitPostMetrics }) =>
  api.post('/influencer/deliverables/:id/metrics/', body, { param: { id: deliverableId } });

/** Today's figures replace any sent earlier today and answer the brand's open request. */
export const useSubmitPostMetrics = (deliverableId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSubmitPostMetrics) => submitPostMetrics({ deliverableId, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postMetricsQueryOptions(deliverableId).queryKey }),
  });
};
