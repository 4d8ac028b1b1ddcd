import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReviewDeliverable, TReviewItem } from '@schemas/content-review';
import { api } from '@/lib/api-client';
import { contentReviewKeys } from './content-review-keys';

export const reviewDeliverable = ({ deliverableId, body }: { deliverableId: string; body: TReviewDeliverable }) =>
  api.patch<TReviewItem>(`/influencer/campaign-deliverable/${deliverableId}/`, body);

/** A review moves the deliverable: the lists, counts and its versions are stale. */
export const useReviewDeliverable = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDeliverable,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentReviewKeys.all }),
  });
};
