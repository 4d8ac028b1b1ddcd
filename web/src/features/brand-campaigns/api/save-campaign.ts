import type { TCampaignCreate, TCampaignUpdate } from '@schemas/campaign';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/queries/api-query';
import { campaignKeys, walletKeys } from '@/lib/queries/query-keys';
import { brandCampaignKeys } from './brand-campaign-keys';

const createCampaign = (body: TCampaignCreate) => api.post('/brand/campaign/create/', body);
const updateCampaign = ({ id, body }: { id: string; body: TCampaignUpdate }) =>
  api.patch('/brand/campaign/update/:id/', body, { param: { id } });
const deleteCampaign = (id: string) => api.delete('/brand/campaigns/delete/:id/', { param: { id } });

/** Every campaign mutation refreshes the dashboard and the campaign's own queries. */
const useCampaignMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, [campaignKeys.all]);

export const useCreateCampaign = () => useCampaignMutation(createCampaign);
/**
 * Completing or archiving closes the campaign's open offers: their matches and the money they held are stale too,
 * and the wallet (fetched again even off screen) shows the money back at once.
 */
const CLOSED_WITH_CAMPAIGN = [campaignKeys.all, brandCampaignKeys.matches(), brandCampaignKeys.creatorSpend()];
export const useUpdateCampaign = () =>
  useRefreshingMutation(updateCampaign, CLOSED_WITH_CAMPAIGN, { alsoUnseen: [walletKeys.all] });
export const useDeleteCampaign = () => useCampaignMutation(deleteCampaign);
