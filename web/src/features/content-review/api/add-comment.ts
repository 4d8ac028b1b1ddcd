import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNewReviewComment } from '@schemas/content-review';
import type { TSubmission } from '@schemas/content';
import { api } from '@/lib/api-client';
import { deliverableVersionsQueryOptions } from './get-deliverable-versions';

type Comment = TSubmission['comments'][number];

export const addComment = ({
  submissionId,
  body,
}: {
  submissionId: string;
  deliverableId: string;
  body: TNewReviewComment;
}) => api.post<Comment>(`/brand/submissions/${submissionId}/comments/`, body);

export const useAddComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: (_comment, { deliverableId }) =>
      queryClient.invalidateQueries({ queryKey: deliverableVersionsQueryOptions(deliverableId).queryKey }),
  });
};
