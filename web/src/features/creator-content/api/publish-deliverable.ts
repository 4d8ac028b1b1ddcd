import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContentDeliverable, TPublishDeliverable } from '@schemas/content';
import { api } from '@/lib/api-client';
import { submissionsQueryOptions } from './get-submissions';

export const publishDeliverable = ({ deliverableId, body }: { deliverableId: string; body: TPublishDeliverable }) =>
  api.post<TContentDeliverable>(`/influencer/deliverables/${deliverableId}/publish/`, body);

export const usePublishDeliverable = (deliverableId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPublishDeliverable) => publishDeliverable({ deliverableId, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: submissionsQueryOptions(deliverableId).queryKey }),
  });
};
