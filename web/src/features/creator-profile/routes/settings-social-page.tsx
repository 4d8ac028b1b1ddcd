import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { SettingsTabs } from '@/components/shell/creator-settings-tabs';
import { SocialAccountsPanel } from '../components/social-accounts-panel';
import styles from '../components/creator-profile.module.css';

/** /creator/settings/social-media: connect, refresh and disconnect accounts; audience insights. */
const SettingsSocialPage = () => (
  <>
    <SettingsTabs />
    <div className={styles.stack}>
      <PageHeader
        eyebrow="Settings"
        title="Social media"
        description="Connected accounts, when they were last synced, and what brands see."
      />
      <Card>
        <SocialAccountsPanel />
      </Card>
    </div>
  </>
);
export default SettingsSocialPage;
