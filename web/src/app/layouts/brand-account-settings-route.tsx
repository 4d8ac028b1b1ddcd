import { TabsNav } from '@/components/ui/tabs-nav';
import AccountSettingsPage from '@/features/account-settings/routes/account-settings-page';
import { BRAND_SETTINGS_TABS } from './brand-my-account-layout';
import { BrandNavbarPage } from './brand-navbar-page';

/** /brand/settings/account uses no layout (spec §2): its own navbar, then the settings tabs and page. */
const BrandAccountSettingsRoute = () => (
  <BrandNavbarPage>
    <div style={{ marginBottom: 24, borderBottom: '1px solid var(--color-border)' }}>
      <TabsNav label="Settings sections" tabs={BRAND_SETTINGS_TABS} />
    </div>
    <AccountSettingsPage />
  </BrandNavbarPage>
);

export default BrandAccountSettingsRoute;
