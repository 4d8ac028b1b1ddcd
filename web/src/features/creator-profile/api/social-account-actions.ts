import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSocialAccountDetail } from '@schemas/social';
import { api } from '@/lib/api-client';
import { creatorKeys } from '@/lib/queries/query-keys';

const refreshSocialAccount = (id: string) =>
  api.post('/influencer/social-accounts/:id/refresh/', undefined, { param: { id } });
const disconnectSocialAccount = (id: string) =>
  api.post('/influencer/social-accounts/:id/disconnect/', undefined, { param: { id } });

const useAccountMutation = (fn: (id: string) => Promise<TSocialAccountDetail>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorKeys.all }) });
};

export const useRefreshSocialAccount = () => useAccountMutation(refreshSocialAccount);
export const useDisconnectSocialAccount = () => useAccountMutation(disconnectSocialAccount);
