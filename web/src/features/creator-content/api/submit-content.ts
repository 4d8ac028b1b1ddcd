import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateSubmission } from '@schemas/content';
import { api } from '@/lib/api-client';
import { submissionsQueryOptions } from './get-submissions';

const submitContent = ({ deliverableId, body }: { deliverableId: string; body: TCreateSubmission }) =>
  api.post('/influencer/deliverables/:id/submissions/', body, { param: { id: deliverableId } });

/** A new version moves the deliverable to "submitted": its versions and every creator list showing it are stale. */
export const useSubmitContent = (deliverableId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateSubmission) => submitContent({ deliverableId, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: submissionsQueryOptions(deliverableId).queryKey }),
  });
};
