import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ProfilePictureField } from '@/components/profile-picture/profile-picture-field';
import { EmailPreferencesCard, NameCard, PasswordCard } from '../components/account-forms';
import { ActiveSessionsCard } from '../components/active-sessions-card';
import { ProfileSummaryCard } from '../components/profile-summary-card';
import styles from '../components/settings.module.css';

/** Account settings (brand, creator, internal and staff): personal and login information, profile picture, name, password, e-mail notifications, active sessions. */
const AccountSettingsPage = () => (
  <div className={styles.stack}>
    <PageHeader eyebrow="Settings" title="Account" description="Your personal and login information." />
    <ProfileSummaryCard />
    <Card title="Profile picture" description="Shown next to your name to your team, brands and creators.">
      <ProfilePictureField hideLabel />
    </Card>
    <NameCard />
    <PasswordCard />
    <EmailPreferencesCard />
    <ActiveSessionsCard />
  </div>
);

export default AccountSettingsPage;
