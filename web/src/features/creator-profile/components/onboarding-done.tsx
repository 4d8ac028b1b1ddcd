import type { TCreatorProfile } from '@schemas/creator-profile';
import { AppButtonLink } from '@/components/ui/app-link';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCreatorReview } from '../api/creator-review';
import { ChangesRequested } from './changes-requested';
import styles from './creator-profile.module.css';

/**
 * The wizard's last step: ready and approved, waiting for approval with what is still missing, or — when staff
 * asked for changes — their reason and the way to send the profile again (otherwise a dead end: the queue only
 * takes the creator back after "Send for review again").
 */
export const OnboardingDone = ({ profile }: { profile: TCreatorProfile }) => {
  const approved = profile.status === 'ACTIVE';
  const ready = profile.onboarding.profile_complete && profile.onboarding.connected_account;
  const review = useCreatorReview();
  if (!approved && ready && review.isPending) return <Skeleton height={240} />;
  const latest = review.data?.latest_review;
  if (!approved && latest?.decision === 'rejected') return <ChangesRequested review={latest} />;
  return (
    <div className={styles.stack}>
      <span style={{ color: 'var(--color-success-600)' }}>
        <CheckCircleIcon size={40} />
      </span>
      <h2 style={{ margin: 0 }}>
        {approved ? 'You are all set' : ready ? 'Thanks — your profile is in review' : 'Almost there'}
      </h2>
      <p className={styles.muted}>
        {approved
          ? 'Your profile is approved. Find campaigns that fit you and apply with a pitch.'
          : ready
            ? 'Our team reviews new creators, usually within a day. We will notify you as soon as you are approved; meanwhile you can browse campaigns.'
            : 'Brands need a complete profile and at least one connected account before they can work with you.'}
      </p>
      <ul className={styles.consentList}>
        <li>{profile.onboarding.profile_complete ? '✓' : '○'} Profile: bio, niches, languages and city</li>
        <li>{profile.onboarding.connected_account ? '✓' : '○'} A connected social account</li>
        <li>{approved ? '✓' : '○'} Approved by the Social Loop team</li>
      </ul>
      <div className={styles.row}>
        <AppButtonLink to={approved ? paths.creator.dashboard.path : paths.creator.campaignSearch.path}>
          {approved ? 'Go to my dashboard' : 'Browse campaigns'}
        </AppButtonLink>
        <AppButtonLink to={paths.creator.settingsProfile.path} color="secondary">
          Edit my profile
        </AppButtonLink>
      </div>
    </div>
  );
};
