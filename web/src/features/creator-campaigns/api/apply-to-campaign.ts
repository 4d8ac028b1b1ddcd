import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplyRequest } from '@schemas/creator-campaigns';
import { api } from '@/lib/api-client';
import { creatorKeys } from '@/lib/queries/query-keys';

const applyToCampaign = ({ campaignId, body }: { campaignId: string; body: TApplyRequest }) =>
  api.post('/influencer/campaigns/:id/apply/', body, { param: { id: campaignId } });

export const useApplyToCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorKeys.all }),
  });
};
