import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentReviewKeys } from './content-review-keys';

const bulkApprove = ({ campaignId, deliverableIds }: { campaignId: string; deliverableIds: string[] }) =>
  api.post(
    '/brand/campaigns/:id/content/bulk-approve/',
    {
      deliverable_ids: deliverableIds,
    },
    { param: { id: campaignId } },
  );

export const useBulkApprove = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkApprove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentReviewKeys.all }),
  });
};
