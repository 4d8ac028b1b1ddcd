import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ZReviewDeliverable, type TReviewItem } from '@schemas/content-review';
import { AppButtonLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { reportApiError } from '@/lib/form-errors';
import { DELIVERABLE_STATUS_LABELS, deliverableName } from '@/lib/format';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useMatchDeliverables, useReviewDeliverable } from '../api/match-deliverables';
import styles from './messaging.module.css';

const DeliverableReview = ({ item, campaignId }: { item: TReviewItem; campaignId: string }) => {
  const review = useReviewDeliverable(campaignId);
  const [asking, setAsking] = useState(false);
  const submission_id = item.latest_submission?.id;
  const changes = useForm({
    resolver: zodResolver(ZReviewDeliverable),
    defaultValues: { action: 'request_changes', comment: '', submission_id },
  });
  const done = (message: string) => {
    setAsking(false);
    changes.reset();
    showSnackbar({ variant: 'success', message });
  };
  const approve = () =>
    review.mutate(
      { id: item.id, review: { action: 'approve', submission_id } },
      { onSuccess: () => done('Content approved.'), onError: (error) => reportApiError(error) },
    );
  const requestChanges = changes.handleSubmit(async (values) => {
    try {
      await review.mutateAsync({ id: item.id, review: values });
      done('Change request sent.');
    } catch (error) {
      reportApiError(error, { setError: changes.setError, fields: ['comment'] });
    }
  });
  const problem = changes.formState.errors.comment?.message ?? changes.formState.errors.root?.server?.message;
  const empty = !(changes.watch('comment') ?? '').trim();
  return (
    <li className={styles.deliverable}>
      <span className={styles.name}>{deliverableName(item)}</span>
      <span className={styles.sub}>
        {DELIVERABLE_STATUS_LABELS[item.status]}
        {item.latest_submission && ` · version ${item.latest_submission.version}`}
      </span>
      {(item.can_approve || item.can_request_changes) && !asking && (
        <div className={styles.actions}>
          {item.can_approve && (
            <Button size="small" loading={review.isPending} onClick={approve}>
              Approve
            </Button>
          )}
          {item.can_request_changes && (
            <Button size="small" color="secondary" onClick={() => setAsking(true)}>
              Request changes
            </Button>
          )}
        </div>
      )}
      {asking && (
        <form className={styles.changes} noValidate onSubmit={(e) => void requestChanges(e)}>
          <label className={styles.sub} htmlFor={`changes-${item.id}`}>
            What should change?
          </label>
          <textarea
            id={`changes-${item.id}`}
            rows={3}
            maxLength={2000}
            aria-invalid={changes.formState.errors.comment ? true : undefined}
            aria-describedby={problem ? `changes-${item.id}-error` : undefined}
            {...changes.register('comment')}
          />
          {problem && (
            <p id={`changes-${item.id}-error`} className={styles.draftError} role="alert">
              {problem}
            </p>
          )}
          <div className={styles.actions}>
            <Button size="small" htmlType="submit" loading={changes.formState.isSubmitting} disabled={empty}>
              Send request
            </Button>
            <Button size="small" color="tertiary" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
};

/** The creator's deliverables beside the conversation: approve or request changes without leaving it. */
export const DeliverablesPanel = ({ campaignId, matchId }: { campaignId: string; matchId: string }) => {
  const { data, isPending, isError, error } = useMatchDeliverables(campaignId, matchId);
  return (
    <section className={styles.panel} aria-label="Deliverables">
      <h2 className={styles.panelTitle}>Deliverables</h2>
      {isPending ? (
        <Skeleton height={60} />
      ) : isError ? (
        <p className={styles.sub}>
          {isApiError(error) && error.code === 'feature_not_in_plan'
            ? 'Content review is not part of your plan.'
            : 'We could not load the deliverables.'}
        </p>
      ) : data.length === 0 ? (
        <p className={styles.sub}>No deliverables yet: they are created when the creator signs the contract.</p>
      ) : (
        <ul className={styles.deliverables}>
          {data.map((item) => (
            <DeliverableReview key={item.id} item={item} campaignId={campaignId} />
          ))}
        </ul>
      )}
      <AppButtonLink to={paths.brand.campaignContent.getHref(campaignId)} color="tertiary" size="small">
        Open content review
      </AppButtonLink>
    </section>
  );
};
