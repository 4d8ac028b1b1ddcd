import { useEffect, useRef } from 'react';
import { AppButtonLink } from '@/components/ui/app-link';
import { CheckCircleIcon, ErrorIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';
import { isApiError } from '@/lib/api-client';
import { usePageLocation } from '@/lib/page-location';
import { useActivateAccount } from '../api/activate-account';
import { AuthCard } from '../components/auth-card';

/** /signup/email/activate/:uid/:token — activates on arrival. */
const ActivateAccountPage = () => {
  const { uid = '', token = '' } = usePageLocation().params;
  const activation = useActivateAccount();
  const started = useRef(false);

  useEffect(() => {
    // Once only: a second POST (StrictMode, re-render) would find the link already used.
    if (started.current) return;
    started.current = true;
    activation.mutate({ uid, token });
  }, [activation, uid, token]);

  if (activation.isError) {
    const usedOrInvalid = isApiError(activation.error) && activation.error.code === 'bad_token';
    return (
      <AuthCard
        tone="danger"
        icon={<ErrorIcon size={24} />}
        title={usedOrInvalid ? 'This link has expired or was already used' : 'We could not activate your account'}
        description={
          usedOrInvalid
            ? 'If you already activated your account, just sign in. Otherwise sign up again to get a new link.'
            : errorMessage(activation.error)
        }
      >
        <AppButtonLink to={paths.auth.login.path} size="large" fullWidth>
          Go to sign in
        </AppButtonLink>
        <AppButtonLink to={paths.auth.signup.path} size="large" color="secondary" fullWidth>
          Sign up again
        </AppButtonLink>
      </AuthCard>
    );
  }

  if (activation.isSuccess) {
    return (
      <AuthCard
        tone="success"
        icon={<CheckCircleIcon size={24} />}
        title="Your account is active"
        description="Thanks for confirming your e-mail address. You can sign in now."
      >
        <AppButtonLink to={paths.auth.login.path} size="large" fullWidth>
          Sign in
        </AppButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Activating your account…" description="This only takes a moment.">
      <Spinner size={28} label="Activating your account" />
    </AuthCard>
  );
};

export default ActivateAccountPage;
