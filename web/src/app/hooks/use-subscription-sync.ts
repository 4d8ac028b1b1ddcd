import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { afterFirstScreen } from '@/lib/first-screen';
import { useAuthStore } from '@/lib/stores/auth-store';
import { brandStore } from '@/lib/stores/brand-store';

/**
 * Loaded when a signed-in user needs it, once the first screen has painted: its response schema (zod) stays out of the
 * public pages' first paint, and its request out of the first screen's (the store keeps the record it had).
 */
const getBrandSubscription = async () => {
  await afterFirstScreen();
  return (await import('@/lib/queries/get-brand-subscription')).getBrandSubscription();
};

/**
 * Keeps the brand store's subscription record fresh (spec §3/§9): the persisted record of the user's
 * brand is loaded, and refetched when it is older than 10 minutes or has no id — checked on sign-in and
 * on every navigation. Only Brand users fetch; for a Strategist it is only marked loaded.
 */
export const useSubscriptionSync = () => {
  const user = useAuthStore((state) => state.user);
  const { pathname } = useLocation();

  useEffect(() => {
    const store = brandStore.getState();
    store.loadSubscriptionOf(user?.brand?.id ?? null);
    if (user?.brand && store.brandOwner?.id !== user.brand.owner_id) store.setBrandOwner({ id: user.brand.owner_id });
    if (!user || user.status === 'SUSPENDED') return;
    store.refetchSubscription({ user, fetcher: getBrandSubscription }).catch((error: unknown) => {
      console.warn('Could not refresh the brand subscription', error);
    });
  }, [user, pathname]);
};
