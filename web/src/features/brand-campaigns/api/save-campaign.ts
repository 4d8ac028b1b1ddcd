import type { TCampaignCreate, TCampaignUpdate } from '@schemas/campaign';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/queries/api-query';
import { campaignKeys } from '@/lib/queries/query-keys';

const createCampaign = (body: TCampaignCreate) => api.post('/brand/campaign/create/', body);
const updateCampaign = ({ id, body }: { id: string; body: TCampaignUpdate }) =>
  api.patch('/brand/campaign/update/:id/', body, { param: { id } });
const deleteCampaign = (id: string) => api.delete('/brand/campaigns/delete/:id/', { param: { id } });

/** Every campaign mutation refreshes the dashboard and the campaign's own queries. */
const useCampaignMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, [campaignKeys.all]);

export const useCreateCampaign = () => useCampaignMutation(createCampaign);
export const useUpdateCampaign = () => useCampaignMutation(updateCampaign);
export const useDeleteCampaign = () => useCampaignMutation(deleteCampaign);
