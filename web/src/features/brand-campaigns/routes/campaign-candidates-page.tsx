import { useParams } from 'react-router-dom';
import { AppButtonLink } from '@/components/ui/app-link';
import { BackButton } from '@/components/ui/back-button';
import { QueryError } from '@/components/ui/query-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useCampaign } from '../api/get-campaign';
import { PipelineSection } from '../components/pipeline-section';
import { SuggestedSection } from '../components/suggested-section';
import { useWorkspacePaths } from '../components/workspace-paths';
import styles from '../components/brand-campaigns.module.css';

/** A campaign's candidates as one pipeline by stage, and suggested creators to invite. */
const CampaignCandidatesPage = () => {
  const { uuid = '' } = useParams();
  const campaign = useCampaign(uuid);
  const to = useWorkspacePaths();
  if (campaign.isPending) return <Spinner label="Loading campaign" />;
  if (campaign.isError) return <QueryError query={campaign} title="We could not load this campaign" />;
  const c = campaign.data;
  return (
    <div className={styles.stack}>
      <PageHeader
        back={<BackButton to={to.detail(c.id)} label="Campaign overview" />}
        eyebrow="Candidates"
        title={c.title}
        actions={
          <div className={styles.row}>
            <AppButtonLink to={to.creators} color="secondary">
              Search the creator database
            </AppButtonLink>
            <AppButtonLink to={to.campaignCreators(c.id)} color="secondary">
              Creators at work
            </AppButtonLink>
          </div>
        }
      />
      <PipelineSection campaignId={c.id} />
      {c.status === 'active' && <SuggestedSection campaignId={c.id} />}
    </div>
  );
};

export default CampaignCandidatesPage;
