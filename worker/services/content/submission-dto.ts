import { asc, eq, inArray } from 'drizzle-orm';
import { contentSubmissions, reviewComments, uploads, users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TSubmission } from '../../schemas/content';
import { kindOf, mediaUrlOf } from '../uploads/upload-dto';

type SubmissionRow = typeof contentSubmissions.$inferSelect;
type UploadRow = typeof uploads.$inferSelect;

/**
 * Submissions as the API shows them, with their media and review comments. Two queries whatever the number of
 * submissions (media joined in the caller's query, comments fetched for all submissions at once).
 */
export const toSubmissionDtos = async (
  db: Db,
  rows: { submission: SubmissionRow; upload: UploadRow | null }[],
): Promise<TSubmission[]> => {
  const ids = rows.map((r) => r.submission.id);
  const comments = ids.length
    ? await db
        .select({ comment: reviewComments, firstName: users.firstName, lastName: users.lastName })
        .from(reviewComments)
        .leftJoin(users, eq(users.id, reviewComments.authorId))
        .where(inArray(reviewComments.submissionId, ids))
        .orderBy(asc(reviewComments.createdAt))
    : [];
  return rows.map(({ submission: s, upload: u }) => ({
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
    comments: comments
      .filter((c) => c.comment.submissionId === s.id)
      .map(({ comment: c, firstName, lastName }) => ({
        id: c.id,
        body: c.body,
        at_seconds: c.atSeconds,
        author_name: firstName === null ? 'Social Loop' : `${firstName} ${lastName}`.trim(),
        created_at: c.createdAt,
      })),
    created_at: s.createdAt,
    reviewed_at: s.reviewedAt,
  }));
};
