import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Opens the provider's hosted payout onboarding (name, country, bank, tax form). */
const startPayoutOnboarding = () => api.post('/influencer/payout-account/onboarding/');

export const useStartPayoutOnboarding = () =>
  useMutation({ mutationFn: startPayoutOnboarding, onSuccess: ({ url }) => window.location.assign(url) });
