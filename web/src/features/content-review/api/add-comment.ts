import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNewReviewComment } from '@schemas/content-review';
import { api } from '@/lib/api-client';
import { deliverableVersionsQueryOptions } from './get-deliverable-versions';

const addComment = ({ submissionId, body }: { submissionId: string; deliverableId: string; body: TNewReviewComment }) =>
  api.post('/brand/submissions/:id/comments/', body, { param: { id: submissionId } });

export const useAddComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: (_comment, { deliverableId }) =>
      queryClient.invalidateQueries({ queryKey: deliverableVersionsQueryOptions(deliverableId).queryKey }),
  });
};
