import { TabsNav } from '@/components/ui/tabs-nav';
import { paths } from '@/config/paths';
import { AreaShell } from './area-shell';

const TABS = [
  { label: 'Account', to: paths.internal.settingsAccount.path },
  { label: 'Team', to: paths.internal.settingsTeam.path },
];

/** Layout "strategist-my-account": a strategist's settings with their tabs. */
const StrategistMyAccountLayout = () => (
  <AreaShell area="internal" subnav={<TabsNav label="Settings sections" tabs={TABS} />} />
);
export default StrategistMyAccountLayout;
