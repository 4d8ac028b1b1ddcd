import type { TReviewItem } from '@schemas/content-review';
import { useConfirmPost } from '../api/confirm-post';
import { Button } from '@/components/ui/button';
import { reportApiError } from '@/lib/form-errors';
import styles from './content-review.module.css';
import { formatDate, formatDateTime } from '@/lib/format';
import { Facts } from '@/components/ui/facts';

/** Until the brand confirms it, the creator may correct the link (a wrong post, a typo). */
const ConfirmPostButton = ({ deliverableId }: { deliverableId: string }) => {
  const confirm = useConfirmPost();
  return (
    <>
      {' '}
      <Button
        size="small"
        color="secondary"
        loading={confirm.isPending}
        onClick={() => confirm.mutate(deliverableId, { onError: (e) => reportApiError(e) })}
      >
        Confirm this is the post
      </Button>
    </>
  );
};

/** Revision rounds left, the automatic-approval date, due date and the live post. */
export const ReviewFacts = ({ deliverable: d }: { deliverable: TReviewItem }) => (
  <Facts
    className={styles.facts}
    facts={[
      [
        'Revision rounds left',
        <>
          {d.revisions_left} of {d.revision_rounds}
        </>,
      ],
      !!d.auto_approve_at && [
        'Approved automatically',
        Date.parse(d.auto_approve_at) <= Date.now() ? (
          'At the next check: the review window has passed'
        ) : (
          <>
            <time dateTime={d.auto_approve_at}>{formatDateTime(d.auto_approve_at)}</time> if not reviewed
          </>
        ),
      ],
      !!d.due_date && ['Due', formatDate(`${d.due_date}T12:00:00Z`)],
      !!d.post_url && [
        'Live post',
        <>
          <a href={d.post_url} target="_blank" rel="noreferrer">
            Open the post
          </a>
          {d.post_confirmed_at ? ' · confirmed' : <ConfirmPostButton deliverableId={d.id} />}
        </>,
      ],
    ]}
  />
);
