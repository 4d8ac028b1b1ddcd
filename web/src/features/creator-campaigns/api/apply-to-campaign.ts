import type { TApplyRequest } from '@schemas/creator-campaigns';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/queries/api-query';
import { creatorKeys } from '@/lib/queries/query-keys';

const applyToCampaign = ({ campaignId, body }: { campaignId: string; body: TApplyRequest }) =>
  api.post('/influencer/campaigns/:id/apply/', body, { param: { id: campaignId } });

export const useApplyToCampaign = () => useRefreshingMutation(applyToCampaign, [creatorKeys.all]);
