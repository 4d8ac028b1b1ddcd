import { useParams } from 'react-router-dom';
import { BackButton } from '@/components/ui/back-button';
import { TabsNav } from '@/components/ui/tabs-nav';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/stores/auth-store';
import { AreaShell } from './area-shell';

/**
 * Layout "brand-campaign": one campaign's pages as tabs. Strategists use these four pages too (spec §2),
 * so they see them inside their internal navigation.
 */
const BrandCampaignLayout = () => {
  const { uuid = '' } = useParams();
  const isStrategist = useAuthStore((state) => state.user?.profile_of === 'Strategist');
  const tabs = [
    { label: 'Overview', to: paths.brand.campaignDetail.getHref(uuid) },
    { label: 'Creators', to: paths.brand.campaignCreators.getHref(uuid) },
    { label: 'Content', to: paths.brand.campaignContent.getHref(uuid) },
    { label: 'Messages', to: paths.brand.campaignMessaging.getHref(uuid) },
    { label: 'Metrics', to: paths.brand.campaignMetrics.getHref(uuid) },
  ];
  return (
    <AreaShell
      area={isStrategist ? 'internal' : 'brand'}
      subnav={
        <TabsNav
          label="Campaign sections"
          tabs={tabs}
          back={
            <BackButton
              to={isStrategist ? paths.internal.campaigns.path : paths.brand.campaigns.path}
              label="All campaigns"
            />
          }
        />
      }
    />
  );
};
export default BrandCampaignLayout;
