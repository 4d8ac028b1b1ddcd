import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { useCampaignDeliverables } from '../api/get-campaign-deliverables';
import { ContentReviewView } from '../components/content-review-view';

/** /brand/campaigns/content/{uuid}: every submission of the campaign, reviewed by deliverable and creator. */
const ContentReviewPage = () => {
  const { uuid = '' } = useParams();
  const list = useCampaignDeliverables(uuid);
  const campaign = list.data?.pages[0]?.campaign;
  return (
    <>
      <PageHeader
        eyebrow="Campaign"
        title="Content review"
        description={
          campaign
            ? `“${campaign.title}”: approve content or ask for changes. Up to ${campaign.revision_rounds} revision rounds; content waiting more than ${campaign.review_window_days} days is approved automatically.`
            : 'Approve content or ask for changes.'
        }
      />
      <ContentReviewView campaignId={uuid} />
    </>
  );
};

export default ContentReviewPage;
