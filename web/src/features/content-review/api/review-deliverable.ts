import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReviewDeliverable } from '@schemas/content-review';
import { api } from '@/lib/api-client';
import { contentReviewKeys } from './content-review-keys';
import { storeReviewedItem } from './review-cache';

const reviewDeliverable = ({ deliverableId, body }: { deliverableId: string; body: TReviewDeliverable }) =>
  api.patch('/influencer/campaign-deliverable/:id/', body, { param: { id: deliverableId } });

/**
 * A review moves the deliverable: its PATCH response replaces it in the cached lists and moves the status counts
 * (the lists are not downloaded again); its versions (the review's comment) are fetched again. A refused review (409:
 * someone else decided first) refreshes everything, since the lists no longer match the server.
 */
export const useReviewDeliverable = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDeliverable,
    onSuccess: (item) => {
      storeReviewedItem(queryClient, item);
      return queryClient.invalidateQueries({ queryKey: contentReviewKeys.versions(item.id) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: contentReviewKeys.all }),
  });
};
