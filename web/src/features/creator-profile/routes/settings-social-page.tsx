import { Card } from '@/components/ui/card';
import { SettingsSection } from '@/components/shell/creator-settings-tabs';
import { SocialAccountsPanel } from '../components/social-accounts-panel';

/** /creator/settings/social-media: connect, refresh and disconnect accounts; audience insights. */
const SettingsSocialPage = () => (
  <SettingsSection
    title="Social media"
    description="Connected accounts, when they were last synced, and what brands see."
  >
    <Card>
      <SocialAccountsPanel />
    </Card>
  </SettingsSection>
);
export default SettingsSocialPage;
