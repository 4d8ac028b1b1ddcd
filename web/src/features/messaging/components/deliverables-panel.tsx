import { useState } from 'react';
import type { TReviewItem } from '@schemas/content-review';
import { ButtonLink } from '@/components/ui/button-link';
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
  const [comment, setComment] = useState('');
  const send = (action: 'approve' | 'request_changes') =>
    review.mutate(
      {
        id: item.id,
        review: {
          action,
          comment: action === 'request_changes' ? comment.trim() : undefined,
          submission_id: item.latest_submission?.id,
        },
      },
      {
        onSuccess: () => {
          setAsking(false);
          setComment('');
          showSnackbar({
            variant: 'success',
            message: action === 'approve' ? 'Content approved.' : 'Change request sent.',
          });
        },
        onError: (error) => reportApiError(error),
      },
    );
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
            <Button size="small" loading={review.isPending} onClick={() => send('approve')}>
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
        <form
          className={styles.changes}
          onSubmit={(e) => {
            e.preventDefault();
            if (comment.trim()) send('request_changes');
          }}
        >
          <label className={styles.sub} htmlFor={`changes-${item.id}`}>
            What should change?
          </label>
          <textarea
            id={`changes-${item.id}`}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            rows={3}
            maxLength={2000}
          />
          <div className={styles.actions}>
            <Button size="small" htmlType="submit" loading={review.isPending} disabled={!comment.trim()}>
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
      <ButtonLink to={paths.brand.campaignContent.getHref(campaignId)} color="tertiary" size="small">
        Open content review
      </ButtonLink>
    </section>
  );
};
