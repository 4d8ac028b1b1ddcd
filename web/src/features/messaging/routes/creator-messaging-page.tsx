import { useParams } from 'react-router-dom';
import { AppButtonLink } from '@/components/ui/app-link';
import { Callout } from '@/components/ui/callout';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useCreatorThreads } from '../api/get-threads';
import { MessagingView } from '../components/messaging-view';

/**
 * /creator/campaigns/messaging/{uuid}: the conversation about this campaign (open at once, on a phone too), beside
 * the creator's others. Without one (not applied or invited yet) no other brand's conversation opens in its place.
 */
const CreatorMessagingPage = () => {
  const { uuid = '' } = useParams();
  const threads = useCreatorThreads();
  const initial = threads.data?.results.find((t) => t.campaign_id === uuid);
  const noConversation = threads.isSuccess && !initial;
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
      {noConversation && (
        <Callout
          label="This campaign"
          title="No conversation about this campaign yet"
          description="You can message the brand once you apply or they invite you. Your other conversations are below."
          action={<AppButtonLink to={paths.creator.campaign.getHref(uuid)}>Read the brief</AppButtonLink>}
        />
      )}
      <MessagingView
        query={threads}
        initialMatchId={initial?.match_id}
        noThread={noConversation ? <p>Choose a conversation.</p> : undefined}
        showCampaign
      />
    </>
  );
};

export default CreatorMessagingPage;
