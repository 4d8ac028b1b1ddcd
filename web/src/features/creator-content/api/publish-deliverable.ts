import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPublishDeliverable } from '@schemas/content';
import { api } from '@/lib/api-client';
import { submissionsQueryOptions } from './get-submissions';

const publishDeliverable = ({ deliverableId, body }: { deliverableId: string; body: TPublishDeliverable }) =>
  api.post('/influencer/deliverables/:id/publish/', body, { param: { id: deliverableId } });

const correctPostUrl = ({ deliverableId, body }: { deliverableId: string; body: TPublishDeliverable }) =>
  api.patch('/influencer/deliverables/:id/post-url/', body, { param: { id: deliverableId } });

/** Publishes approved content with its post link, or (`correcting`) fixes the link of a published post. */
export const usePublishDeliverable = (deliverableId: string, correcting = false) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPublishDeliverable) =>
      (correcting ? correctPostUrl : publishDeliverable)({ deliverableId, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: submissionsQueryOptions(deliverableId).queryKey }),
  });
};
