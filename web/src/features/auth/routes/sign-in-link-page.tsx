import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AppButtonLink } from '@/components/ui/app-link';
import { ErrorIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { homePathFor } from '@/lib/auth/home-path';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { authStore } from '@/lib/stores/auth-store';
import { useConfirmSignInLink } from '../api/confirm-sign-in-link';
import { AuthCard } from '../components/auth-card';

/** /login/link/:uid/:token — the e-mailed one-time sign-in link: signs in on arrival and goes home. */
const SignInLinkPage = () => {
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirmSignInLink();
  const started = useRef(false);

  useEffect(() => {
    // Once only: a second POST would find the link already used.
    if (started.current) return;
    started.current = true;
    confirm.mutate(
      { uid, token },
      {
        onSuccess: ({ user }) => navigate(homePathFor(user, authStore.getState().selectedBrand?.id), { replace: true }),
      },
    );
  }, [confirm, navigate, uid, token]);

  if (confirm.isError) {
    const used = isApiError(confirm.error) && confirm.error.code === 'bad_token';
    return (
      <AuthCard
        tone="danger"
        icon={<ErrorIcon size={24} />}
        title={used ? 'This sign-in link has expired or was already used' : 'We could not sign you in'}
        description={
          used
            ? 'Sign-in links work once, for 15 minutes. Ask for a new one from the sign-in page.'
            : errorMessage(confirm.error)
        }
      >
        <AppButtonLink to={paths.auth.login.path} size="large" fullWidth>
          Go to sign in
        </AppButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Signing you in…" description="This only takes a moment.">
      <Spinner size={28} label="Signing you in" />
    </AuthCard>
  );
};

export default SignInLinkPage;
