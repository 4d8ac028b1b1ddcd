import { PageHeader } from '@/components/ui/page-header';
import { ActiveSessionsCard } from '../components/active-sessions-card';
import { ProfileSummaryCard } from '../components/profile-summary-card';
import styles from '../components/settings.module.css';

/** Account settings (brand, creator and internal): personal and login information, active sessions. */
const AccountSettingsPage = () => (
  <div className={styles.stack}>
    <PageHeader eyebrow="Settings" title="Account" description="Your personal and login information." />
    <ProfileSummaryCard />
    <ActiveSessionsCard />
  </div>
);

export default AccountSettingsPage;
