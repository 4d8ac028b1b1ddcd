import { useParams } from 'react-router-dom';
import { BackButton } from '@/components/ui/back-button';
import { TabsNav } from '@/components/ui/tabs-nav';
import { paths } from '@/config/paths';
import { AreaShell } from './area-shell';

/** Layout "creator-campaign": a creator's work on one campaign. */
const CreatorCampaignLayout = () => {
  const { uuid = '' } = useParams();
  const tabs = [
    { label: 'Overview', to: paths.creator.overview.getHref(uuid) },
    { label: 'Brief', to: paths.creator.campaign.getHref(uuid), end: true },
    { label: 'Content', to: paths.creator.campaignContent.getHref(uuid) },
    { label: 'Messages', to: paths.creator.messaging.getHref(uuid) },
  ];
  return (
    <AreaShell
      area="creator"
      subnav={
        <TabsNav
          label="Campaign sections"
          tabs={tabs}
          back={<BackButton to={paths.creator.campaigns.path} label="My campaigns" />}
        />
      }
    />
  );
};
export default CreatorCampaignLayout;
