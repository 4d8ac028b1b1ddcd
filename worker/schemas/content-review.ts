import { z } from 'zod';
import { ZDeliverableType, ZPlatform } from './brand-choices';
import { ZDeliverableStatus, ZReviewComment, ZSubmission } from './content';
import { paginated, ZPageQuery } from './pagination';

const REVIEW_COMMENT_MAX_LENGTH = 2000;
/** Most deliverables one bulk approval takes (one page of the review list). */
const BULK_APPROVE_MAX = 100;
/** Longest video position a comment can be pinned to: 12 hours. */
const AT_SECONDS_MAX = 12 * 3600;

const commentBody = z
  .string()
  .trim()
  .min(1, 'Write a comment.')
  .max(REVIEW_COMMENT_MAX_LENGTH, `Comments can have at most ${REVIEW_COMMENT_MAX_LENGTH} characters.`);
const atSeconds = z
  .number()
  .int('Use whole seconds.')
  .min(0, 'A moment in the video is zero or more seconds.')
  .max(AT_SECONDS_MAX, 'That moment is past the end of any video.');

const REVIEW_ACTIONS = ['approve', 'request_changes'] as const;
export type TReviewAction = (typeof REVIEW_ACTIONS)[number];

/**
 * The brand's review of a deliverable's latest version (`PATCH /influencer/campaign-deliverable/{id}/`). A change
 * request needs a comment; `submission_id` (optional) names the version reviewed, so a newer one is not approved
 * unseen.
 */
export const ZReviewDeliverable = z
  .object({
    action: z.enum(REVIEW_ACTIONS, 'Choose approve or request_changes.'),
    comment: z
      .string()
      .trim()
      .max(REVIEW_COMMENT_MAX_LENGTH, `Comments can have at most ${REVIEW_COMMENT_MAX_LENGTH} characters.`)
      .optional(),
    at_seconds: atSeconds.nullable().optional(),
    submission_id: z.string().uuid('Not a valid submission id.').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'request_changes' && !value.comment)
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'Tell the creator what to change.' });
    if (value.at_seconds != null && !value.comment)
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'Write the comment to pin to this moment.' });
  });
export type TReviewDeliverable = z.input<typeof ZReviewDeliverable>;

export const ZNewReviewComment = z.object({ body: commentBody, at_seconds: atSeconds.nullable().optional() });
export type TNewReviewComment = z.input<typeof ZNewReviewComment>;

export const ZReviewCommentList = z.object({ results: z.array(ZReviewComment) });
export type TReviewCommentList = z.infer<typeof ZReviewCommentList>;

export const ZByCampaignQuery = ZPageQuery.extend({
  campaign_id: z.string().uuid('Not a valid campaign id.'),
  status: ZDeliverableStatus.optional(),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});

const ZReviewCreator = z.object({
  id: z.string().uuid(),
  name: z.string(),
  display_picture: z.string().nullable(),
});

/** A deliverable as the brand reviews it: who makes it, where it stands, its newest version. */
export const ZReviewItem = z.object({
  id: z.string().uuid(),
  match_id: z.string().uuid(),
  campaign_id: z.string().uuid(),
  creator: ZReviewCreator,
  type: ZDeliverableType,
  platform: ZPlatform,
  description: z.string(),
  due_date: z.string().nullable(),
  rate_cents: z.number().int(),
  status: ZDeliverableStatus,
  post_url: z.string().nullable(),
  revision_rounds: z.number().int(),
  revisions_used: z.number().int(),
  /** Change requests the contract still allows. */
  revisions_left: z.number().int(),
  /** How many versions the creator submitted. */
  versions: z.number().int(),
  latest_submission: ZSubmission.nullable(),
  /** While waiting for review: when it is approved automatically if nobody answers. */
  auto_approve_at: z.string().nullable(),
  can_approve: z.boolean(),
  can_request_changes: z.boolean(),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  published_at: z.string().nullable(),
  post_confirmed_at: z.string().nullable(),
  /** The creator gave the live post's link and the brand has not confirmed it yet. */
  can_confirm_post: z.boolean(),
});
export type TReviewItem = z.infer<typeof ZReviewItem>;

const ZReviewCampaign = z.object({
  id: z.string().uuid(),
  title: z.string(),
  currency: z.string(),
  review_window_days: z.number().int(),
  revision_rounds: z.number().int(),
});

export const ZReviewItemList = paginated(ZReviewItem).extend({
  campaign: ZReviewCampaign,
  /** Deliverables per status over the whole campaign (for the filter). */
  status_counts: z.record(ZDeliverableStatus, z.number().int()),
});
export type TReviewItemList = z.infer<typeof ZReviewItemList>;

/** A deliverable's versions for the brand, newest first, with their comments. */
export const ZReviewVersions = paginated(ZSubmission).extend({ deliverable: ZReviewItem });
export type TReviewVersions = z.infer<typeof ZReviewVersions>;

export const ZBulkApprove = z.object({
  deliverable_ids: z
    .array(z.string().uuid('Not a valid deliverable id.'))
    .min(1, 'Choose at least one deliverable.')
    .max(BULK_APPROVE_MAX, `Approve at most ${BULK_APPROVE_MAX} at a time.`)
    .transform((ids) => [...new Set(ids)]),
});

const ZBulkApproveOutcome = z.object({
  deliverable_id: z.string().uuid(),
  ok: z.boolean(),
  /** On success the deliverable's new status; otherwise the error code and sentence. */
  status: ZDeliverableStatus.nullable(),
  code: z.string().nullable(),
  detail: z.string().nullable(),
});
export const ZBulkApproveResult = z.object({
  approved: z.number().int(),
  failed: z.number().int(),
  results: z.array(ZBulkApproveOutcome),
});
export type TBulkApproveResult = z.infer<typeof ZBulkApproveResult>;

export const ZSubmissionIdParams = z.object({ id: z.string().uuid('No such submission.') });
