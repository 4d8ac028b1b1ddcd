import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CLIENT_ONBOARDING_FLAGS } from '@schemas/creator-profile';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/stores/auth-store';
import { creatorProfileKeys } from './creator-profile-keys';

export type ClientFlag = (typeof CLIENT_ONBOARDING_FLAGS)[number];

const updateOnboardingFlags = (values: Partial<Record<ClientFlag, boolean>>) =>
  api.patch('/influencer/onboarding_variables/', {
    onboarding_values: values,
  });

/** Remembers a modal or tour as seen, on the server and at once in the auth store (so it does not flash back). */
export const useUpdateOnboardingFlags = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOnboardingFlags,
    onMutate: (values) => {
      for (const [flag, value] of Object.entries(values)) authStore.getState().setOnboardingFlag(flag, value === true);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorProfileKeys.profile() }),
  });
};
