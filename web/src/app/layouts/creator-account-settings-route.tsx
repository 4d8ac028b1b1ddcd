import AccountSettingsPage from '@/features/account-settings/routes/account-settings-page';
import { SettingsTabs } from '@/components/shell/creator-settings-tabs';
import OwnSupportSection from '@/features/support/routes/own-support-section';

/** /creator/settings/account inside the influencer layout, with the creator settings tabs. */
const CreatorAccountSettingsRoute = () => (
  <>
    <SettingsTabs />
    <AccountSettingsPage />
    <div style={{ marginTop: 'var(--space-8)' }}>
      <OwnSupportSection />
    </div>
  </>
);

export default CreatorAccountSettingsRoute;
