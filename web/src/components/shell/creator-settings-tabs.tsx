import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { TabsNav } from '@/components/ui/tabs-nav';
import { paths } from '@/config/paths';

const TABS = [
  { label: 'Account', to: paths.creator.settingsAccount.path },
  { label: 'Profile', to: paths.creator.settingsProfile.path },
  { label: 'Availability', to: paths.creator.settingsAvailability.path },
  { label: 'Social media', to: paths.creator.settingsSocialMedia.path },
  { label: 'Payments', to: paths.creator.settingsPayments.path },
  { label: 'Support', to: paths.creator.settingsSupport.path },
];

/** The creator settings sections, as on the account settings screen. */
export const SettingsTabs = () => (
  <div style={{ marginBottom: 24, borderBottom: '1px solid var(--color-border)' }}>
    <TabsNav label="Settings sections" tabs={TABS} />
  </div>
);

type SettingsSectionProps = { title: string; description: string; children: ReactNode };

/** One creator settings section: the tabs, the section's heading, then its content. */
export const SettingsSection = ({ title, description, children }: SettingsSectionProps) => (
  <>
    <SettingsTabs />
    <div style={{ display: 'grid', gap: 'var(--space-6)' }}>
      <PageHeader eyebrow="Settings" title={title} description={description} />
      {children}
    </div>
  </>
);
