import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { useCreatorThreads } from '../api/get-threads';
import { MessagingView } from '../components/messaging-view';

/** /creator/campaigns/messaging/{uuid}: the conversation about this campaign, beside the creator's others. */
const CreatorMessagingPage = () => {
  const { uuid = '' } = useParams();
  const threads = useCreatorThreads();
  const initial = threads.data?.results.find((t) => t.campaign_id === uuid);
  return (
    <>
      <PageHeader
        eyebrow="Campaign"
        title="Messages"
        description={
          initial
            ? `Your conversation with ${initial.counterpart_name} about “${initial.campaign_title}”.`
            : 'Your conversations with brands.'
        }
      />
      <MessagingView query={threads} initialMatchId={initial?.match_id} showCampaign />
    </>
  );
};

export default CreatorMessagingPage;
