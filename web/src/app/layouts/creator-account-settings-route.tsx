import AccountSettingsPage from '@/features/account-settings/routes/account-settings-page';
import { SettingsTabs } from '@/components/shell/creator-settings-tabs';

/** /creator/settings/account inside the influencer layout, with the creator settings tabs. */
const CreatorAccountSettingsRoute = () => (
  <>
    <SettingsTabs />
    <AccountSettingsPage />
  </>
);

export default CreatorAccountSettingsRoute;
