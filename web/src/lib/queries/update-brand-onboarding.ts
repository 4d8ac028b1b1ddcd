import { useMutation } from '@tanstack/react-query';
import type { TOnboardingVariables } from '@schemas/brand-profile';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/stores/auth-store';

const updateOnboarding = (values: TOnboardingVariables['onboarding_values']) =>
  api.patch('/brand/onboarding_variables/', { onboarding_values: values });

/**
 * A brand's onboarding flags (the guided tour, the onboarding steps): stores them on the server and mirrors them into
 * the signed-in user, so the choice holds at once.
 */
export const useUpdateOnboarding = () =>
  useMutation({
    mutationFn: updateOnboarding,
    onSuccess: ({ onboarding }) => {
      for (const [flag, value] of Object.entries(onboarding)) authStore.getState().setOnboardingFlag(flag, value);
    },
  });
