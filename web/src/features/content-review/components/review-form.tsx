import { useId, useState, type RefObject } from 'react';
import type { TReviewAction, TReviewItem } from '@schemas/content-review';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { CloseIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api-client';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useAddComment } from '../api/add-comment';
import { useReviewDeliverable } from '../api/review-deliverable';
import styles from './content-review.module.css';
import { formatSeconds } from '@/lib/format';

type ReviewFormProps = {
  deliverable: TReviewItem;
  /** The version the form acts on (comments attach to it; approval is of the newest version only). */
  submissionId: string;
  isNewest: boolean;
  videoRef: RefObject<HTMLVideoElement | null> | null;
};

const DONE: Record<TReviewAction, string> = {
  approve: 'Content approved. The creator has been notified.',
  request_changes: 'Changes requested. The creator has been notified.',
};

/** Comment (optionally pinned to the player's current time), then approve, request changes or just comment. */
export const ReviewForm = ({ deliverable, submissionId, isNewest, videoRef }: ReviewFormProps) => {
  const [comment, setComment] = useState('');
  const [atSeconds, setAtSeconds] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const fieldId = useId();
  const review = useReviewDeliverable();
  const addComment = useAddComment();
  const canReview = isNewest && deliverable.can_approve;
  const body = comment.trim();

  const reset = () => {
    setComment('');
    setAtSeconds(null);
    setError(undefined);
  };
  const done = (message: string) => {
    reset();
    showSnackbar({ message });
  };
  const fail = (e: unknown) =>
    setError(isApiError(e) ? (Object.values(e.fields)[0]?.[0] ?? e.detail) : 'Something went wrong. Try again.');

  const submit = (action: TReviewAction) => {
    if (action === 'request_changes' && !body) return setError('Tell the creator what to change.');
    review.mutate(
      {
        deliverableId: deliverable.id,
        body: { action, submission_id: submissionId, ...(body ? { comment: body, at_seconds: atSeconds } : {}) },
      },
      { onSuccess: () => done(DONE[action]), onError: fail },
    );
  };
  const commentOnly = () => {
    if (!body) return setError('Write a comment first.');
    addComment.mutate(
      { submissionId, deliverableId: deliverable.id, body: { body, at_seconds: atSeconds } },
      { onSuccess: () => done('Comment added.'), onError: fail },
    );
  };
  const pin = () => {
    const video = videoRef?.current;
    if (video) setAtSeconds(Math.floor(video.currentTime));
  };

  const busy = review.isPending || addComment.isPending;
  const roundsUsedUp = canReview && !deliverable.can_request_changes;
  return (
    <form
      className={styles.reviewForm}
      onSubmit={(e) => {
        e.preventDefault();
        commentOnly();
      }}
      aria-label="Review this version"
    >
      <label htmlFor={fieldId} className={styles.label}>
        Comment for the creator
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        rows={3}
        maxLength={2000}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        placeholder="What works, what to change…"
      />
      <div className={styles.pinRow}>
        {videoRef && (
          <Button size="small" color="secondary" onClick={pin}>
            Pin to current time
          </Button>
        )}
        {atSeconds !== null && (
          <span className={styles.pinChip}>
            Pinned at {formatSeconds(atSeconds)}
            <button type="button" onClick={() => setAtSeconds(null)} aria-label="Remove the pinned time">
              <CloseIcon size={14} />
            </button>
          </span>
        )}
      </div>
      <FormError message={error} />
      {roundsUsedUp && (
        <p className={styles.muted}>
          All {deliverable.revision_rounds} revision rounds of this contract are used: approve the content or message
          the creator.
        </p>
      )}
      <div className={styles.actions}>
        <Button htmlType="submit" color="tertiary" size="small" disabled={busy}>
          Add comment
        </Button>
        {canReview && (
          <>
            <Button
              color="secondary"
              disabled={busy || !deliverable.can_request_changes}
              loading={review.isPending && review.variables?.body.action === 'request_changes'}
              onClick={() => submit('request_changes')}
            >
              Request changes
            </Button>
            <Button
              disabled={busy}
              loading={review.isPending && review.variables?.body.action === 'approve'}
              onClick={() => submit('approve')}
            >
              Approve
            </Button>
          </>
        )}
      </div>
    </form>
  );
};
