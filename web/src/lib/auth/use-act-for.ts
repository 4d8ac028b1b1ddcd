import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { authStore, type TSelectedBrand } from '@/lib/stores/auth-store';

/**
 * A strategist chooses the brand to act for (sent as X-Selected-Brand on every call) — the same choice from
 * /internal/select-brand and from the organizations pages — and goes to `to` (the campaigns dashboard by default).
 */
export const useActFor = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (brand: TSelectedBrand, to: string = paths.internal.campaigns.path) => {
    authStore.getState().selectBrand({ id: brand.id, name: brand.name });
    // Cached data belongs to the previous brand.
    void queryClient.resetQueries();
    navigate(to);
  };
};
