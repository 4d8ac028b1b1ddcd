import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { CampaignFacts } from '../components/campaign-facts';
import { MatchPanel } from '../components/match-panel';
import { WithCampaign } from '../components/with-campaign';
import styles from '../components/creator-campaigns.module.css';
import { formatDateRange } from '@/lib/format';

/** /creator/campaigns/{uuid}: the brief, and where I stand — apply, answer an invitation or an offer. */
const CampaignPage = () => {
  const { uuid = '' } = useParams();
  return (
    <WithCampaign campaignId={uuid}>
      {({ campaign, match }) => (
        <div className={styles.stack}>
          <PageHeader
            eyebrow={campaign.brand.name}
            title={campaign.title}
            description={formatDateRange(campaign.start_date, campaign.end_date)}
          />
          <div className={styles.twoCol}>
            {/* First on a phone, so Apply / Accept / Sign are in reach before the whole brief; beside it on a desktop. */}
            <div className={styles.actionFirst}>
              <MatchPanel campaign={campaign} match={match} />
            </div>
            <CampaignFacts campaign={campaign} />
          </div>
        </div>
      )}
    </WithCampaign>
  );
};
export default CampaignPage;
