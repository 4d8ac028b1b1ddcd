import type { TCreatorProfile } from '@schemas/creator-profile';
import { ProgressBar } from '@/components/ui/progress-bar';
import styles from './creator-profile.module.css';

const PART_LABELS: Record<TCreatorProfile['completeness']['missing'][number], string> = {
  bio: 'a bio of at least 20 characters',
  niches: 'your niches',
  location: 'your city',
  languages: 'your languages',
  display_picture: 'a profile photo',
  rates: 'your rates',
  social_account: 'a connected social account',
};

/** How complete the profile is, and what is still missing, in words. */
export const CompletenessMeter = ({ completeness }: { completeness: TCreatorProfile['completeness'] }) => (
  <div className={styles.meter}>
    <div className={styles.spread}>
      <span className={styles.label} id="completeness-label">
        Profile {completeness.percent}% complete
      </span>
    </div>
    <ProgressBar
      className={styles.progress}
      fillClassName={styles.barFill}
      labelledBy="completeness-label"
      value={completeness.percent}
    />
    {completeness.missing.length > 0 && (
      <p className={styles.muted}>Still to add: {completeness.missing.map((p) => PART_LABELS[p]).join(', ')}.</p>
    )}
  </div>
);
