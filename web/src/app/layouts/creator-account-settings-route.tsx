import { TabsNav } from '@/components/ui/tabs-nav';
import { paths } from '@/config/paths';
import AccountSettingsPage from '@/features/account-settings/routes/account-settings-page';
import OwnSupportSection from '@/features/support/routes/own-support-section';

const TABS = [
  { label: 'Account', to: paths.creator.settingsAccount.path },
  { label: 'Profile', to: paths.creator.settingsProfile.path },
  { label: 'Availability', to: paths.creator.settingsAvailability.path },
  { label: 'Social media', to: paths.creator.settingsSocialMedia.path },
];

/** /creator/settings/account inside the influencer layout, with the creator settings tabs. */
const CreatorAccountSettingsRoute = () => (
  <>
    <div style={{ marginBottom: 24, borderBottom: '1px solid var(--color-border)' }}>
      <TabsNav label="Settings sections" tabs={TABS} />
    </div>
    <AccountSettingsPage />
    <div style={{ marginTop: 'var(--space-8)' }}>
      <OwnSupportSection />
    </div>
  </>
);

export default CreatorAccountSettingsRoute;
