import { CampaignFacts } from '../components/campaign-facts';
import { MatchPanel } from '../components/match-panel';
import { CampaignScreen } from '../components/campaign-screen';
import styles from '../components/creator-campaigns.module.css';
import { formatDateRange } from '@/lib/format';

/** /creator/campaigns/{uuid}: the brief, and where I stand — apply, answer an invitation or an offer. */
const CampaignPage = () => {
  return (
    <CampaignScreen
      header={({ campaign }) => ({ description: formatDateRange(campaign.start_date, campaign.end_date) })}
    >
      {({ campaign, match }) => (
        <div className={styles.twoCol}>
          {/* First on a phone, so Apply / Accept / Sign are in reach before the whole brief; beside it on a desktop. */}
          <div className={styles.actionFirst}>
            <MatchPanel campaign={campaign} match={match} />
          </div>
          <CampaignFacts campaign={campaign} />
        </div>
      )}
    </CampaignScreen>
  );
};
export default CampaignPage;
