import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPlatform } from '@schemas/social';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/stores/auth-store';
import { creatorKeys } from '@/lib/queries/query-keys';

const createSdkToken = () => api.post('/phyllo/sdk-token/');
/** The sandbox widget's "connect" step (the real Phyllo widget does this on Phyllo's side). */
const sandboxConnect = (body: { sdk_token: string; platform: TPlatform; handle: string; consent: true }) =>
  api.post('/phyllo/sandbox/connect/', body);
/** The widget's `accountConnected` callback: our server syncs the account. */
export const connectSocialAccount = (accountId: string) =>
  api.post('/influencer/social-accounts/', { account_id: accountId });

export const useCreateSdkToken = () => useMutation({ mutationFn: createSdkToken });

/** Connects through the sandbox widget: its consent step, then our sync. Marks `connected_account` at once. */
export const useSandboxConnect = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { sdkToken: string; platform: TPlatform; handle: string }) => {
      const { account_id } = await sandboxConnect({
        sdk_token: input.sdkToken,
        platform: input.platform,
        handle: input.handle,
        consent: true,
      });
      return connectSocialAccount(account_id);
    },
    onSuccess: () => {
      authStore.getState().setOnboardingFlag('connected_account', true);
      return queryClient.invalidateQueries({ queryKey: creatorKeys.all });
    },
  });
};
