import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBulkApproveResult } from '@schemas/content-review';
import { api } from '@/lib/api-client';
import { contentReviewKeys } from './content-review-keys';

export const bulkApprove = ({ campaignId, deliverableIds }: { campaignId: string; deliverableIds: string[] }) =>
  api.post<TBulkApproveResult>(`/brand/campaigns/${campaignId}/content/bulk-approve/`, {
    deliverable_ids: deliverableIds,
  });

export const useBulkApprove = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkApprove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentReviewKeys.all }),
  });
};
