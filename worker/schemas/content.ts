import { z } from 'zod';
import { ZDeliverableType, ZPlatform } from './brand-choices';
import { paginated } from './pagination';
import { DELIVERABLE_STATUSES } from './vocabularies';
import { zWebUrl } from './web-url';

/** Instagram's caption limit, the tightest of the platforms we post to. */
export const CAPTION_MAX_LENGTH = 2200;

export const ZDeliverableStatus = z.enum(DELIVERABLE_STATUSES);
export type TDeliverableStatus = z.infer<typeof ZDeliverableStatus>;

export const ZCreateSubmission = z.object({
  upload_id: z.string().uuid('Upload the media first.'),
  caption: z
    .string()
    .trim()
    .max(CAPTION_MAX_LENGTH, `Captions can have at most ${CAPTION_MAX_LENGTH} characters.`)
    .default(''),
});
export type TCreateSubmission = z.input<typeof ZCreateSubmission>;

export const ZPublishDeliverable = z.object({
  post_url: zWebUrl({ message: 'Enter the full link to the post, starting with https://' }),
});
export type TPublishDeliverable = z.infer<typeof ZPublishDeliverable>;

export const ZDeliverableIdParams = z.object({ id: z.string().uuid('No such deliverable.') });

/** What names a deliverable wherever its creator sees it: the ids, the campaign and brand, what to post where. */
export const deliverableHeading = {
  id: z.string().uuid(),
  match_id: z.string().uuid(),
  campaign_id: z.string().uuid(),
  campaign_title: z.string(),
  brand_name: z.string(),
  type: ZDeliverableType,
  platform: ZPlatform,
  description: z.string(),
};

/** A deliverable as the content screens show it: what is due, for which campaign, and where it stands. */
export const ZContentDeliverable = z.object({
  ...deliverableHeading,
  due_date: z.string().nullable(),
  status: ZDeliverableStatus,
  post_url: z.string().nullable(),
  revision_rounds: z.number().int(),
  revisions_used: z.number().int(),
  /** Whether the creator can submit a version now (pending or changes requested, contract signed). */
  can_submit: z.boolean(),
  /** Whether the creator can record the live post's link now (approved). */
  can_publish: z.boolean(),
  /** The live post's link may still be fixed: the brand has not confirmed it. */
  can_correct_post: z.boolean(),
  post_confirmed_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type TContentDeliverable = z.infer<typeof ZContentDeliverable>;

const ZSubmissionMedia = z.object({
  upload_id: z.string().uuid(),
  filename: z.string(),
  content_type: z.string(),
  kind: z.enum(['image', 'video']),
  size_bytes: z.number().int(),
  sha256: z.string().nullable(),
  url: z.string(),
});

export const ZReviewComment = z.object({
  id: z.string().uuid(),
  body: z.string(),
  /** Moment in the video the comment is pinned to, in seconds. */
  at_seconds: z.number().int().nullable(),
  author_name: z.string(),
  created_at: z.string(),
});

export const ZSubmission = z.object({
  id: z.string().uuid(),
  deliverable_id: z.string().uuid(),
  version: z.number().int(),
  status: z.enum(['submitted', 'changes_requested', 'approved']),
  caption: z.string(),
  media: ZSubmissionMedia.nullable(),
  comments: z.array(ZReviewComment),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type TSubmission = z.infer<typeof ZSubmission>;

/** The deliverable and its versions, newest first. */
export const ZSubmissionList = paginated(ZSubmission).extend({ deliverable: ZContentDeliverable });
export type TSubmissionList = z.infer<typeof ZSubmissionList>;

export const ZSubmissionCreated = z.object({ submission: ZSubmission, deliverable: ZContentDeliverable });
export type TSubmissionCreated = z.infer<typeof ZSubmissionCreated>;
