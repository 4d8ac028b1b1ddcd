import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';

/** /brand/signup */
const BrandSignupPage = () => (
  <AuthCard
    title="Start as a brand"
    description="Set up your brand in a minute. You can invite your team later."
    footer={
      <>
        Are you a creator? <Link to={paths.creator.signup.path}>Sign up as a creator</Link> ·{' '}
        <Link to={paths.auth.login.path}>Sign in</Link>
      </>
    }
  >
    <SignupForm profileOf="Brand" />
  </AuthCard>
);

export default BrandSignupPage;
