import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentReviewKeys } from './content-review-keys';

const confirmPost = (deliverableId: string) =>
  api.post('/brand/deliverables/:id/confirm-post/', undefined, { param: { id: deliverableId } });

/** The brand confirms the live post's link: the creator can no longer change it. */
export const useConfirmPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentReviewKeys.all }),
  });
};
