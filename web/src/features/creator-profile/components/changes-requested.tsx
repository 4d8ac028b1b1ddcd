import type { TCreatorReview } from '@schemas/staff';
import { AppButtonLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { reportApiError } from '@/lib/form-errors';
import { useRequestCreatorReview } from '../api/creator-review';
import styles from './creator-profile.module.css';

type TChangesRequestedProps = {
  review: TCreatorReview;
  /** Off where the profile is edited already (its settings page). */
  showEditLink?: boolean;
};

/** Staff asked for changes: their reason, where to make the changes, and the button that sends the profile again. */
export const ChangesRequested = ({ review, showEditLink = true }: TChangesRequestedProps) => {
  const send = useRequestCreatorReview();
  return (
    <div className={styles.stack}>
      <h2 style={{ margin: 0 }}>Your profile needs a few changes</h2>
      <p className={styles.muted}>
        Our team reviewed your profile on {formatDate(review.created_at)} and asks for these changes before approving
        it:
      </p>
      <blockquote className={styles.reviewNote} aria-label="What to change">
        {review.reason}
      </blockquote>
      <p className={styles.muted}>
        {showEditLink ? 'Update your profile' : 'Update your profile below'}, then send it for review again.
      </p>
      <div className={styles.row}>
        {showEditLink && (
          <AppButtonLink to={paths.creator.settingsProfile.path} color="secondary">
            Edit my profile
          </AppButtonLink>
        )}
        <Button loading={send.isPending} onClick={() => send.mutate(undefined, { onError: (e) => reportApiError(e) })}>
          Send for review again
        </Button>
      </div>
    </div>
  );
};
