import { Card } from '@/components/ui/card';
import { DeliverablesTable } from '../components/deliverables-table';
import { CampaignScreen, NotYetInCampaign } from '../components/campaign-screen';

/** /creator/campaigns/{uuid}/content: my content for the campaign, one row per deliverable (versions are on each). */
const CampaignContentPage = () => {
  return (
    <CampaignScreen
      header={({ campaign }) => ({
        title: 'Content',
        description: `What you submit for ${campaign.title}, and where each piece stands.`,
      })}
    >
      {({ campaign, match }) => (
        <>
          {match?.deliverable_items.length ? (
            <Card description="Open a deliverable to submit content, see every version and the brand’s feedback.">
              <DeliverablesTable items={match.deliverable_items} currency={match.campaign.currency} />
            </Card>
          ) : (
            <NotYetInCampaign
              campaignId={campaign.id}
              title="Nothing to submit yet"
              description="Content is due once you have signed the contract."
            />
          )}
        </>
      )}
    </CampaignScreen>
  );
};
export default CampaignContentPage;
