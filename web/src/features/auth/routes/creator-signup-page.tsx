import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';

/** /creator/signup */
const CreatorSignupPage = () => (
  <AuthCard
    title="Join as a creator"
    description="Create your account, then connect your socials so brands can find you."
    footer={
      <>
        Signing up a brand? <Link to={paths.brand.signup.path}>Sign up as a brand</Link> ·{' '}
        <Link to={paths.auth.login.path}>Sign in</Link>
      </>
    }
  >
    <SignupForm profileOf="Influencer" />
  </AuthCard>
);

export default CreatorSignupPage;
