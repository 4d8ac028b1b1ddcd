import type { NavItem } from '@/components/shell/sidebar';
import {
  BuildingIcon,
  CalendarIcon,
  CardIcon,
  CompassIcon,
  HomeIcon,
  MegaphoneIcon,
  BellIcon,
  SettingsIcon,
  SupportIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';

export type Area = 'brand' | 'creator' | 'internal';

type AreaConfig = {
  label: string;
  nav: readonly NavItem[];
  home: string;
  settingsHref: string;
  /** Where "View all notifications" goes, when the area has such a page. */
  notificationsHref?: string;
};

export const AREAS: Record<Area, AreaConfig> = {
  brand: {
    label: 'Brand',
    home: paths.brand.campaigns.path,
    settingsHref: paths.brand.settingsAccount.path,
    nav: [
      { label: 'Campaigns', to: paths.brand.campaigns.path, icon: <MegaphoneIcon size={18} /> },
      { label: 'Creators', to: paths.brand.creators.path, icon: <UsersIcon size={18} /> },
      { label: 'Wallet', to: paths.brand.wallet.path, icon: <WalletIcon size={18} /> },
      { label: 'Billing', to: paths.brand.billing.path, icon: <CardIcon size={18} /> },
      { label: 'Brand profile', to: paths.brand.profile.path, icon: <BuildingIcon size={18} /> },
      { label: 'Settings', to: paths.brand.settingsProfile.path, icon: <SettingsIcon size={18} /> },
      { label: 'Support', to: paths.brand.support.path, icon: <SupportIcon size={18} /> },
    ],
  },
  creator: {
    label: 'Creator',
    home: paths.creator.dashboard.path,
    settingsHref: paths.creator.settingsAccount.path,
    notificationsHref: paths.creator.notifications.path,
    nav: [
      { label: 'Dashboard', to: paths.creator.dashboard.path, icon: <HomeIcon size={18} /> },
      { label: 'My campaigns', to: paths.creator.campaigns.path, icon: <MegaphoneIcon size={18} />, end: true },
      { label: 'Find campaigns', to: paths.creator.campaignSearch.path, icon: <CompassIcon size={18} /> },
      { label: 'Events', to: paths.creator.events.path, icon: <CalendarIcon size={18} /> },
      { label: 'Notifications', to: paths.creator.notifications.path, icon: <BellIcon size={18} /> },
      { label: 'Profile', to: paths.creator.profile.path, icon: <UserIcon size={18} /> },
      { label: 'Payments', to: paths.creator.settingsPayments.path, icon: <WalletIcon size={18} /> },
      { label: 'Settings', to: paths.creator.settingsAccount.path, icon: <SettingsIcon size={18} /> },
      { label: 'Support', to: paths.creator.settingsSupport.path, icon: <SupportIcon size={18} /> },
    ],
  },
  internal: {
    label: 'Internal',
    home: paths.internal.campaigns.path,
    settingsHref: paths.internal.settingsAccount.path,
    nav: [
      { label: 'Campaigns', to: paths.internal.campaigns.path, icon: <MegaphoneIcon size={18} /> },
      { label: 'Creators', to: paths.internal.creators.path, icon: <UsersIcon size={18} /> },
      { label: 'Events', to: paths.internal.events.path, icon: <CalendarIcon size={18} /> },
      { label: 'Organizations', to: paths.internal.organizations.path, icon: <BuildingIcon size={18} /> },
      { label: 'Settings', to: paths.internal.settingsAccount.path, icon: <SettingsIcon size={18} /> },
    ],
  },
};
