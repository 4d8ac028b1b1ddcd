import { useEffect } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { homePathFor } from '@/lib/auth/home-path';
import { navigateTo } from '@/lib/navigation';
import { usePageLocation } from '@/lib/page-location';
import { safeNextPath } from '@/lib/safe-next';
import { authStore, useAuthStore } from '@/lib/stores/auth-store';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** /login — on success go to `?next=` (same-site paths only) or the user's home. */
const LoginPage = () => {
  const next = safeNextPath(usePageLocation().search.get('next'));
  const user = useAuthStore((state) => state.user);
  const selectedBrandId = useAuthStore((state) => state.selectedBrand?.id);
  const signedInTarget = user ? (next ?? homePathFor(user, selectedBrandId)) : null;

  // Already signed in (e.g. a bookmarked /login): go straight on.
  useEffect(() => {
    if (signedInTarget) navigateTo(signedInTarget, { replace: true });
  }, [signedInTarget]);
  if (signedInTarget) return null;

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to manage your campaigns, content and payments."
      footer={
        <>
          New to Social Loop? <AppLink to={paths.auth.signup.path}>Create an account</AppLink>
        </>
      }
    >
      <LoginForm
        onSuccess={({ user: signedIn }) =>
          navigateTo(next ?? homePathFor(signedIn, authStore.getState().selectedBrand?.id), { replace: true })
        }
      />
    </AuthCard>
  );
};

export default LoginPage;
