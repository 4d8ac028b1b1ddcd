import { useLocation } from 'react-router-dom';
import { NotFoundScreen } from '@/components/shell/not-found-screen';
import { homePathFor } from '@/lib/auth/home-path';
import { useAuthStore } from '@/lib/stores/auth-store';

/** No route matched: "Page not found" plus the path (spec §8). */
export const UnmatchedRoute = () => {
  const { pathname } = useLocation();
  const user = useAuthStore((state) => state.user);
  const selectedBrandId = useAuthStore((state) => state.selectedBrand?.id);
  return (
    <NotFoundScreen title="Page not found" path={pathname} homeHref={user ? homePathFor(user, selectedBrandId) : '/'} />
  );
};
