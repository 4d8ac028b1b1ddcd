import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { homePathFor } from '@/lib/auth/home-path';
import { safeNextPath } from '@/lib/safe-next';
import { authStore, useAuthStore } from '@/lib/stores/auth-store';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** /login — on success go to `?next=` (same-site paths only) or the user's home. */
const LoginPage = () => {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const user = useAuthStore((state) => state.user);
  const selectedBrandId = useAuthStore((state) => state.selectedBrand?.id);

  // Already signed in (e.g. a bookmarked /login): go straight on.
  if (user) return <Navigate to={next ?? homePathFor(user, selectedBrandId)} replace />;

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to manage your campaigns, content and payments."
      footer={
        <>
          New to Social Loop? <Link to={paths.auth.signup.path}>Create an account</Link>
        </>
      }
    >
      <LoginForm
        onSuccess={({ user: signedIn }) =>
          navigate(next ?? homePathFor(signedIn, authStore.getState().selectedBrand?.id), { replace: true })
        }
      />
    </AuthCard>
  );
};

export default LoginPage;
