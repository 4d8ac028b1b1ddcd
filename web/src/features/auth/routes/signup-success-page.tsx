import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { MailIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { DevMailboxHint } from '../components/dev-mailbox-hint';

/** /signup/email/success — "check your inbox". */
const SignupSuccessPage = () => {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthCard
      icon={<MailIcon size={24} />}
      title="Check your inbox"
      description={
        <>
          We sent an activation link to {email ? <strong>{email}</strong> : 'your e-mail address'}. Click it to activate
          your account, then sign in. It can take a minute to arrive — check your spam folder too.
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

export default SignupSuccessPage;
