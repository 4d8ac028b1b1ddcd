import { CheckInboxCard, useSentToEmail } from '../components/check-inbox-card';

/** /signup/email/success — "check your inbox". */
const SignupSuccessPage = () => {
  const email = useSentToEmail();
  return (
    <CheckInboxCard>
      We sent an activation link to {email ? <strong>{email}</strong> : 'your e-mail address'}. Click it to activate
      your account, then sign in. It can take a minute to arrive — check your spam folder too.
    </CheckInboxCard>
  );
};

export default SignupSuccessPage;
