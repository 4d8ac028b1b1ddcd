import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { AppButtonLink } from '@/components/ui/app-link';
import { CheckCircleIcon, ErrorIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { useUndoEmailChange } from '../api/undo-email-change';
import { AuthCard } from '../components/auth-card';

/** /account/email-change/undo/:uid/:token — from the notice to the old address: puts it back on arrival. */
const EmailChangeUndoPage = () => {
  const { uid = '', token = '' } = useParams();
  const undo = useUndoEmailChange();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    undo.mutate({ uid, token });
  }, [undo, uid, token]);

  if (undo.isError) {
    const used = isApiError(undo.error) && undo.error.code === 'bad_token';
    return (
      <AuthCard
        tone="danger"
        icon={<ErrorIcon size={24} />}
        title={used ? 'This link has expired or was already used' : 'We could not undo the change'}
        description={
          used
            ? 'Undo links work once, for 7 days. If you still cannot get into your account, reset your password or contact support.'
            : errorMessage(undo.error)
        }
      >
        <AppButtonLink to={paths.auth.passwordReset.path} size="large" fullWidth>
          Reset my password
        </AppButtonLink>
      </AuthCard>
    );
  }

  if (undo.isSuccess) {
    return (
      <AuthCard
        tone="success"
        icon={<CheckCircleIcon size={24} />}
        title="Your e-mail address is back"
        description={undo.data.detail}
      >
        <AppButtonLink to={paths.auth.login.path} size="large" fullWidth>
          Go to sign in
        </AppButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Undoing the e-mail change…" description="This only takes a moment.">
      <Spinner size={28} label="Undoing the e-mail change" />
    </AuthCard>
  );
};

export default EmailChangeUndoPage;
