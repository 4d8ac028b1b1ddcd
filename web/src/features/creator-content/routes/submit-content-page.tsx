import { useParams } from 'react-router-dom';
import type { TContentDeliverable } from '@schemas/content';
import { AppButtonLink } from '@/components/ui/app-link';
import { BackButton } from '@/components/ui/back-button';
import { PageHeader } from '@/components/ui/page-header';
import { StickyActionBar } from '@/components/ui/sticky-action-bar';
import { paths } from '@/config/paths';
import { useSubmissions } from '../api/get-submissions';
import styles from '../components/creator-content.module.css';
import { DeliverableQueryState } from '../components/deliverable-query-state';
import { DeliverableSummary } from '../components/deliverable-summary';
import { PostFiguresPanel } from '../components/post-figures-panel';
import { PublishForm } from '../components/publish-form';
import { SubmissionList } from '../components/submission-list';
import { deliverableName } from '@/lib/format';

const NEXT_STEP: Record<TContentDeliverable['status'], string> = {
  pending: 'Upload your photo or video with its caption; the brand reviews it here.',
  submitted: 'The brand is reviewing your latest version. You will get a notification when they answer.',
  changes_requested: 'The brand asked for changes: read their feedback below and upload a new version.',
  approved: 'Approved! Publish it on the platform, then add the link to the live post.',
  published: 'Published. Report the post’s figures below when the brand asks; payment follows the contract’s terms.',
  paid: 'Done and paid. Thank you! Keep the post’s figures up to date below when the brand asks.',
};

/** A live post has figures to report. */
const IS_LIVE: Record<TContentDeliverable['status'], boolean> = {
  pending: false,
  submitted: false,
  changes_requested: false,
  approved: false,
  published: true,
  paid: true,
};

/**
 * /creator/campaigns/submit-content/{deliverable id}: the deliverable's versions, the brand's feedback, and what to
 * do next; once the post is live, its figures (where a brand's metrics request leads).
 */
const SubmitContentPage = () => {
  const { uuid = '' } = useParams();
  const query = useSubmissions(uuid);
  const back = <BackButton to={paths.creator.deliverable.getHref(uuid)} label="Deliverable" />;
  if (!query.data) {
    return (
      <>
        <PageHeader eyebrow="Campaign" title="Submit content" back={back} />
        <DeliverableQueryState query={query} />
      </>
    );
  }
  const { deliverable, results } = query.data;
  return (
    <>
      <PageHeader
        eyebrow={deliverable.campaign_title}
        title={`Submit content: ${deliverableName(deliverable)}`}
        description={NEXT_STEP[deliverable.status]}
        back={back}
        actions={
          deliverable.can_submit && (
            <StickyActionBar label="Upload">
              <AppButtonLink to={paths.creator.upload.getHref(uuid)} size="large">
                {results.length ? 'Upload a new version' : 'Upload content'}
              </AppButtonLink>
            </StickyActionBar>
          )
        }
      />
      <div className={styles.layout}>
        <div className={styles.stack}>
          <DeliverableSummary deliverable={deliverable} />
          {deliverable.can_publish && <PublishForm deliverableId={uuid} platform={deliverable.platform} />}
          {deliverable.can_correct_post && (
            <PublishForm
              key={deliverable.post_url}
              deliverableId={uuid}
              platform={deliverable.platform}
              currentUrl={deliverable.post_url}
            />
          )}
        </div>
        <div className={styles.stack}>
          {IS_LIVE[deliverable.status] && <PostFiguresPanel deliverable={deliverable} />}
          <section className={styles.stack} aria-labelledby="submissions-heading">
            <h2 id="submissions-heading" className={styles.versionTitle}>
              Your submissions
            </h2>
            <SubmissionList submissions={results} />
          </section>
        </div>
      </div>
    </>
  );
};

export default SubmitContentPage;
