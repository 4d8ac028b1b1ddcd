import { TabsNav } from '@/components/ui/tabs-nav';
import { paths } from '@/config/paths';
import { AreaShell } from './area-shell';

export const BRAND_SETTINGS_TABS = [
  { label: 'Account', to: paths.brand.settingsAccount.path },
  { label: 'Brand', to: paths.brand.settingsProfile.path },
  { label: 'Team members', to: paths.brand.settingsTeamMembers.path },
];

/** Layout "brand-my-account": brand settings with their tabs. */
const BrandMyAccountLayout = () => (
  <AreaShell area="brand" subnav={<TabsNav label="Settings sections" tabs={BRAND_SETTINGS_TABS} />} />
);
export default BrandMyAccountLayout;
