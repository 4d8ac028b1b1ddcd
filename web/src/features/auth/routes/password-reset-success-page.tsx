import { CheckInboxCard, useSentToEmail } from '../components/check-inbox-card';

/** /password/reset/success */
const PasswordResetSuccessPage = () => {
  const email = useSentToEmail();
  return (
    <CheckInboxCard>
      If an account exists for {email ? <strong>{email}</strong> : 'that address'}, we have sent a link to reset your
      password. The link works once.
    </CheckInboxCard>
  );
};

export default PasswordResetSuccessPage;
