import { zodResolver } from '@hookform/resolvers/zod';
import type { RefObject } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ZNewReviewComment, ZReviewDeliverable, type TReviewAction, type TReviewItem } from '@schemas/content-review';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { CloseIcon } from '@/components/ui/icons';
import { TextAreaField } from '@/components/ui/text-area-field';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
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

type Intent = TReviewAction | 'comment';
type Values = { action: Intent; comment: string; at_seconds: number | null };
const FIELDS = ['comment', 'at_seconds'] as const;

const DONE: Record<Intent, string> = {
  approve: 'Content approved. The creator has been notified.',
  request_changes: 'Changes requested. The creator has been notified.',
  comment: 'Comment added.',
};

/** A comment on its own is `ZNewReviewComment` under the form's field name; a review is `ZReviewDeliverable`. */
const ZCommentOnly = z.object({
  action: z.literal('comment'),
  comment: z.string().trim().min(1, 'Write a comment first.').pipe(ZNewReviewComment.shape.body),
  at_seconds: ZNewReviewComment.shape.at_seconds,
});
const commentResolver = zodResolver(ZCommentOnly) as unknown as Resolver<Values>;
const reviewResolver = zodResolver(ZReviewDeliverable) as unknown as Resolver<Values>;
/** The button pressed decides which shared schema validates the form. */
const resolver: Resolver<Values> = (values, context, options) =>
  values.action === 'comment' ? commentResolver(values, context, options) : reviewResolver(values, context, options);

/** Comment (optionally pinned to the player's current time), then approve, request changes or just comment. */
export const ReviewForm = ({ deliverable, submissionId, isNewest, videoRef }: ReviewFormProps) => {
  const form = useForm<Values>({ resolver, defaultValues: { action: 'comment', comment: '', at_seconds: null } });
  const { errors } = form.formState;
  const field = bindField(form.register, errors);
  const review = useReviewDeliverable();
  const addComment = useAddComment();
  const canReview = isNewest && deliverable.can_approve;
  const atSeconds = form.watch('at_seconds');

  const send = form.handleSubmit(async ({ action, comment, at_seconds }) => {
    const body = comment.trim();
    try {
      if (action === 'comment')
        await addComment.mutateAsync({ submissionId, deliverableId: deliverable.id, body: { body, at_seconds } });
      else
        await review.mutateAsync({
          deliverableId: deliverable.id,
          body: { action, submission_id: submissionId, ...(body ? { comment: body, at_seconds } : {}) },
        });
      form.reset();
      showSnackbar({ message: DONE[action] });
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: FIELDS });
    }
  });
  const submit = (action: Intent) => {
    form.clearErrors();
    form.setValue('action', action);
    void send();
  };
  const pin = () => {
    const video = videoRef?.current;
    if (video) form.setValue('at_seconds', Math.floor(video.currentTime));
  };

  const busy = review.isPending || addComment.isPending;
  const pending = busy ? form.getValues('action') : null;
  const roundsUsedUp = canReview && !deliverable.can_request_changes;
  return (
    <form
      className={styles.reviewForm}
      onSubmit={(e) => {
        e.preventDefault();
        submit('comment');
      }}
      aria-label="Review this version"
      noValidate
    >
      <TextAreaField
        label="Comment for the creator"
        rows={3}
        maxLength={2000}
        placeholder="What works, what to change…"
        {...field('comment')}
      />
      <div className={styles.row}>
        {videoRef && (
          <Button size="small" color="secondary" onClick={pin}>
            Pin to current time
          </Button>
        )}
        {atSeconds !== null && (
          <span className={styles.pinChip}>
            Pinned at {formatSeconds(atSeconds)}
            <button type="button" onClick={() => form.setValue('at_seconds', null)} aria-label="Remove the pinned time">
              <CloseIcon size={14} />
            </button>
          </span>
        )}
      </div>
      <FormError message={errors.at_seconds?.message ?? errors.root?.server?.message} />
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
              loading={pending === 'request_changes'}
              onClick={() => submit('request_changes')}
            >
              Request changes
            </Button>
            <Button disabled={busy} loading={pending === 'approve'} onClick={() => submit('approve')}>
              Approve
            </Button>
          </>
        )}
      </div>
    </form>
  );
};
