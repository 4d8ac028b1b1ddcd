import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/queries/api-query';
import { creatorKeys } from '@/lib/queries/query-keys';

const refreshSocialAccount = (id: string) =>
  api.post('/influencer/social-accounts/:id/refresh/', undefined, { param: { id } });
const disconnectSocialAccount = (id: string) =>
  api.post('/influencer/social-accounts/:id/disconnect/', undefined, { param: { id } });

export const useRefreshSocialAccount = () => useRefreshingMutation(refreshSocialAccount, [creatorKeys.all]);
export const useDisconnectSocialAccount = () => useRefreshingMutation(disconnectSocialAccount, [creatorKeys.all]);
