import { AppLink } from '@/components/ui/app-link';
import { ArrowRightIcon, MegaphoneIcon, SparklesIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth.module.css';

const CHOICES = [
  {
    to: paths.brand.signup.path,
    icon: <MegaphoneIcon size={22} />,
    title: 'I’m a brand',
    text: 'Find creators, run campaigns and approve content.',
  },
  {
    to: paths.creator.signup.path,
    icon: <SparklesIcon size={22} />,
    title: 'I’m a creator',
    text: 'Join campaigns, share content and get paid on time.',
  },
];

/** /signup — choose the account type. */
const SignupChoicePage = () => (
  <AuthCard
    title="Create your account"
    description="How will you use Social Loop?"
    footer={
      <>
        Already have an account? <AppLink to={paths.auth.login.path}>Sign in</AppLink>
      </>
    }
  >
    <nav className={styles.choices} aria-label="Account type">
      {CHOICES.map((choice) => (
        <AppLink key={choice.to} to={choice.to} className={styles.choice}>
          <span className={styles.icon}>{choice.icon}</span>
          <span>
            <span className={styles.choiceTitle}>{choice.title}</span>
            <br />
            <span className={styles.choiceText}>{choice.text}</span>
          </span>
          <ArrowRightIcon className={styles.choiceArrow} />
        </AppLink>
      ))}
    </nav>
  </AuthCard>
);

export default SignupChoicePage;
