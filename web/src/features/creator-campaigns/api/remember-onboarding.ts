import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/stores/auth-store';

type DashboardFlag = 'sidebar_tour' | 'read_approval_notification';

/** Marks the dashboard tour or the approval message as seen (server and auth store). */
const rememberOnboarding = (flag: DashboardFlag) =>
  api.patch('/influencer/onboarding_variables/', { onboarding_values: { [flag]: true } });

export const useRememberOnboarding = () =>
  useMutation({
    mutationFn: rememberOnboarding,
    onMutate: (flag) => authStore.getState().setOnboardingFlag(flag, true),
  });
