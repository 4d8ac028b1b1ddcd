import { homePathFor } from '@/lib/auth/home-path';
import { useAuthStore } from '@/lib/stores/auth-store';
import { LandingPage } from '@/features/landing/components/landing-page';

/** The landing page inside the router (client-side visits to `/`): the session from the router's session check. */
const LandingRoute = () => {
  const user = useAuthStore((state) => state.user);
  const selectedBrandId = useAuthStore((state) => state.selectedBrand?.id);
  const session = user ? { name: user.first_name || user.name, homeHref: homePathFor(user, selectedBrandId) } : null;
  return <LandingPage session={session} />;
};

export default LandingRoute;
