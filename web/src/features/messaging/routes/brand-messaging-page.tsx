import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { useCampaignThreads } from '../api/get-threads';
import { DeliverablesPanel } from '../components/deliverables-panel';
import { MessagingView } from '../components/messaging-view';

/** /brand/campaigns/messaging/{uuid} (and the strategists' /internal twin): every creator of the campaign. */
const BrandMessagingPage = () => {
  const { uuid = '' } = useParams();
  const threads = useCampaignThreads(uuid);
  const title = threads.data?.results[0]?.campaign_title;
  return (
    <>
      <PageHeader
        eyebrow="Campaign"
        title="Messages"
        description={
          title ? `Conversations with the creators of “${title}”.` : 'Conversations with the creators of this campaign.'
        }
      />
      <MessagingView
        query={threads}
        renderAside={(t) => <DeliverablesPanel campaignId={t.campaign_id} matchId={t.match_id} />}
      />
    </>
  );
};

export default BrandMessagingPage;
