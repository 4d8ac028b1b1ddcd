import { asc, eq, type SQL } from 'drizzle-orm';
import { contentSubmissions, reviewComments, uploads, users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TSubmission } from '../../schemas/content';

type TReviewComment = TSubmission['comments'][number];
import { kindOf, mediaUrlOf } from '../uploads/upload-dto';

type SubmissionRow = typeof contentSubmissions.$inferSelect;
type UploadRow = typeof uploads.$inferSelect;

/** Review comments with their authors' names, oldest first; `where` picks the submissions. */
export const selectComments = ({ db, where }: { db: Db; where: SQL }) =>
  db
    .select({ comment: reviewComments, firstName: users.firstName, lastName: users.lastName })
    .from(reviewComments)
    .leftJoin(users, eq(users.id, reviewComments.authorId))
    .where(where)
    .orderBy(asc(reviewComments.createdAt));

type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

/** A review comment as the API shows it; a comment without an author is the platform's own. */
export const toCommentDto = ({ comment: c, firstName, lastName }: CommentRow): TReviewComment => ({
  id: c.id,
  body: c.body,
  at_seconds: c.atSeconds,
  author_name: firstName === null ? 'Social Loop' : `${firstName} ${lastName}`.trim(),
  created_at: c.createdAt,
});

/** A submission as the API shows it, with its media and the review comments given. */
export const toSubmissionDto = ({
  s,
  u,
  comments,
}: {
  s: SubmissionRow;
  u: UploadRow | null;
  comments: TReviewComment[];
}): TSubmission => ({
  id: s.id,
  deliverable_id: s.deliverableId,
  version: s.version,
  status: s.status,
  caption: s.caption,
  media: u
    ? {
        upload_id: u.id,
        filename: u.filename,
        content_type: u.contentType,
        kind: kindOf(u.contentType),
        size_bytes: u.sizeBytes,
        sha256: u.sha256,
        url: mediaUrlOf(u.id),
      }
    : null,
  comments,
  created_at: s.createdAt,
  reviewed_at: s.reviewedAt,
});

type MediaRow = { submission: SubmissionRow; upload: UploadRow | null };

/** Submissions as the API shows them, each with its own comments out of `comments` (read for all of them at once). */
export const withComments = (rows: MediaRow[], comments: CommentRow[]): TSubmission[] =>
  rows.map(({ submission, upload }) =>
    toSubmissionDto({
      s: submission,
      u: upload,
      comments: comments.filter((c) => c.comment.submissionId === submission.id).map(toCommentDto),
    }),
  );
