import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { MailIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { DevMailboxHint } from '../components/dev-mailbox-hint';

/** /password/reset/success */
const PasswordResetSuccessPage = () => {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthCard
      icon={<MailIcon size={24} />}
      title="Check your inbox"
      description={
        <>
          If an account exists for {email ? <strong>{email}</strong> : 'that address'}, we have sent a link to reset
          your password. The link works once.
        </>
      }
    >
      <DevMailboxHint />
      <ButtonLink to={paths.auth.login.path} color="secondary" size="large" fullWidth>
        Back to sign in
      </ButtonLink>
    </AuthCard>
  );
};

export default PasswordResetSuccessPage;
