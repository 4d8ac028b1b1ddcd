import { Card } from '@/components/ui/card';
import { SettingsSection } from '@/components/shell/creator-settings-tabs';
import { CompletenessMeter } from '../components/completeness-meter';
import { PendingReviewNotice } from '../components/pending-review-notice';
import { ProfileForm } from '../components/profile-form';
import { RatesEditor } from '../components/rates-editor';
import { WithProfile } from '../components/with-profile';
import styles from '../components/creator-profile.module.css';

/** /creator/settings/profile: what brands see about you, and your rates. */
const SettingsProfilePage = () => (
  <SettingsSection title="Profile settings" description="Your bio, niches, languages, city and rates.">
    <WithProfile>
      {(profile) => (
        <>
          <PendingReviewNotice profile={profile} />
          <Card title="About you">
            <div className={styles.stack}>
              <CompletenessMeter completeness={profile.completeness} />
              <ProfileForm profile={profile} />
            </div>
          </Card>
          <Card title="Rates" description="What you charge per deliverable and platform.">
            <RatesEditor />
          </Card>
        </>
      )}
    </WithProfile>
  </SettingsSection>
);
export default SettingsProfilePage;
