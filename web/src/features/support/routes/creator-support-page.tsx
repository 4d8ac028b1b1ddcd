import { SettingsSection } from '@/components/shell/creator-settings-tabs';
import { OwnSupportCenter } from '../components/own-support-center';

/** /creator/settings/support: a creator asks for help and reads the answers (an answer's notice links here). */
const CreatorSupportPage = () => (
  <SettingsSection
    title="Support"
    description="Questions about campaigns, payments or your account. We answer by e-mail and here."
  >
    <OwnSupportCenter />
  </SettingsSection>
);

export default CreatorSupportPage;
