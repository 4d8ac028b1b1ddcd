import { useNavigate, useParams } from 'react-router-dom';
import type { TSubmissionCreated } from '@schemas/content';
import { AppButtonLink } from '@/components/ui/app-link';
import { BackButton } from '@/components/ui/back-button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/stores/auth-store';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useFileUpload } from '@/lib/upload/use-file-upload';
import { useSubmissions } from '../api/get-submissions';
import styles from '../components/creator-content.module.css';
import { DeliverableQueryState } from '../components/deliverable-query-state';
import { DeliverableSummary } from '../components/deliverable-summary';
import { SubmitVersionForm } from '../components/submit-version-form';
import { UploadPanel } from '../components/upload-panel';
import { deliverableName } from '@/lib/format';

/** /creator/campaigns/upload/{deliverable id}: upload the media (surviving reloads), add the caption, submit. */
const UploadPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const userId = useAuthStore((state) => state.user?.id ?? 'signed-out');
  const query = useSubmissions(uuid);
  const upload = useFileUpload(`${userId}:${uuid}`);
  const contentHref = paths.creator.submitContent.getHref(uuid);
  const back = <BackButton to={contentHref} label="Submissions" />;

  if (!query.data) {
    return (
      <>
        <PageHeader eyebrow="Campaign" title="Upload content" back={back} />
        <DeliverableQueryState query={query} />
      </>
    );
  }
  const { deliverable, results } = query.data;
  const onSubmitted = ({ submission }: TSubmissionCreated) => {
    upload.forget();
    showSnackbar({
      variant: 'success',
      message: `Version ${submission.version} is with ${deliverable.brand_name} for review.`,
    });
    navigate(contentHref);
  };

  return (
    <>
      <PageHeader
        eyebrow={deliverable.campaign_title}
        title={`Upload ${results.length ? `version ${results.length + 1}` : 'content'}: ${deliverableName(deliverable)}`}
        description="Large videos upload in parts: you can pause, lose the connection or even reload the page and carry on."
        back={back}
      />
      {deliverable.can_submit ? (
        <div className={styles.layout}>
          <DeliverableSummary deliverable={deliverable} />
          <div className={styles.stack}>
            <UploadPanel upload={upload} />
            <SubmitVersionForm
              deliverableId={uuid}
              uploadId={upload.state.status === 'done' ? upload.state.upload.id : null}
              onSubmitted={onSubmitted}
            />
          </div>
        </div>
      ) : (
        <EmptyState
          title="This deliverable is not waiting for content"
          description="It is under review, approved or already published — or the contract is not signed yet."
          actions={<AppButtonLink to={contentHref}>See your submissions</AppButtonLink>}
        />
      )}
    </>
  );
};

export default UploadPage;
