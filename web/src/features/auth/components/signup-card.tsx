import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { AuthCard } from './auth-card';
import { SignupForm } from './signup-form';

type ProfileOf = 'Brand' | 'Influencer';

/** What each sign-up page says, and where it sends someone who is on the other side. */
const SIGNUP_PAGES: Record<
  ProfileOf,
  { title: string; description: string; otherSide: string; otherLink: string; otherPath: string }
> = {
  Brand: {
    title: 'Start as a brand',
    description: 'Set up your brand in a minute. You can invite your team later.',
    otherSide: 'Are you a creator?',
    otherLink: 'Sign up as a creator',
    otherPath: paths.creator.signup.path,
  },
  Influencer: {
    title: 'Join as a creator',
    description: 'Create your account, then connect your socials so brands can find you.',
    otherSide: 'Signing up a brand?',
    otherLink: 'Sign up as a brand',
    otherPath: paths.brand.signup.path,
  },
};

/** /brand/signup and /creator/signup: the sign-up form in its card, with links to the other sign-up and to sign-in. */
export const SignupCard = ({ profileOf }: { profileOf: ProfileOf }) => {
  const page = SIGNUP_PAGES[profileOf];
  return (
    <AuthCard
      title={page.title}
      description={page.description}
      footer={
        <>
          {page.otherSide} <AppLink to={page.otherPath}>{page.otherLink}</AppLink> ·{' '}
          <AppLink to={paths.auth.login.path}>Sign in</AppLink>
        </>
      }
    >
      <SignupForm profileOf={profileOf} />
    </AuthCard>
  );
};
