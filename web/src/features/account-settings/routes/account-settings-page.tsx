import { PageHeader } from '@/components/ui/page-header';
import { EmailPreferencesCard, NameCard, PasswordCard } from '../components/account-forms';
import { ActiveSessionsCard } from '../components/active-sessions-card';
import { ProfileSummaryCard } from '../components/profile-summary-card';
import styles from '../components/settings.module.css';

/** Account settings (brand, creator and internal): personal and login information, name, password, e-mail notifications, active sessions. */
const AccountSettingsPage = () => (
  <div className={styles.stack}>
    <PageHeader eyebrow="Settings" title="Account" description="Your personal and login information." />
    <ProfileSummaryCard />
    <NameCard />
    <PasswordCard />
    <EmailPreferencesCard />
    <ActiveSessionsCard />
  </div>
);

export default AccountSettingsPage;
