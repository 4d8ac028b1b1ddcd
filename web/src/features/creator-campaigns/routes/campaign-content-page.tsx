import { useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { DeliverablesTable } from '../components/deliverables-table';
import { WithCampaign } from '../components/with-campaign';
import styles from '../components/creator-campaigns.module.css';

/** /creator/campaigns/{uuid}/content: my content for the campaign, one row per deliverable (versions are on each). */
const CampaignContentPage = () => {
  const { uuid = '' } = useParams();
  return (
    <WithCampaign campaignId={uuid}>
      {({ campaign, match }) => (
        <div className={styles.stack}>
          <PageHeader
            eyebrow={campaign.brand.name}
            title="Content"
            description={`What you submit for ${campaign.title}, and where each piece stands.`}
          />
          {match?.deliverable_items.length ? (
            <Card description="Open a deliverable to submit content, see every version and the brand’s feedback.">
              <DeliverablesTable items={match.deliverable_items} currency={match.campaign.currency} />
            </Card>
          ) : (
            <EmptyState
              title="Nothing to submit yet"
              description="Content is due once you have signed the contract."
              actions={<ButtonLink to={paths.creator.campaign.getHref(campaign.id)}>Back to the campaign</ButtonLink>}
            />
          )}
        </div>
      )}
    </WithCampaign>
  );
};
export default CampaignContentPage;
