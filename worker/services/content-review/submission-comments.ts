import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { campaignMatches, contentSubmissions, creatorProfiles, deliverables, reviewComments } from '../../../db/schema';
import { inBatch, type Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { TReviewCommentList } from '../../schemas/content-review';
import { selectComments, toCommentDto } from '../content/submission-dto';

type SubmissionRow = typeof contentSubmissions.$inferSelect;

const selectSubmission = (db: Db) =>
  db
    .select({ submission: contentSubmissions })
    .from(contentSubmissions)
    .innerJoin(deliverables, eq(deliverables.id, contentSubmissions.deliverableId))
    .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId));

const oneOrNotFound = (rows: { submission: SubmissionRow }[]) => {
  if (!rows[0]) throw notFound('submission');
  return rows[0].submission;
};

/** The review comments on a version `owner` may read, oldest first; anything else is a 404. One batch. */
const commentsIfOwned = async ({
  db,
  submissionId,
  owner,
}: {
  db: Db;
  submissionId: string;
  owner: SQL;
}): Promise<TReviewCommentList['results']> => {
  const [submission, comments] = await db.batch([
    selectSubmission(db)
      .where(and(eq(contentSubmissions.id, submissionId), owner))
      .limit(1),
    selectComments({ db, where: eq(reviewComments.submissionId, submissionId) }),
  ]);
  oneOrNotFound(submission);
  return comments.map(toCommentDto);
};

/** The review comments on a version the signed-in creator submitted. */
export const creatorSubmissionComments = ({
  db,
  userId,
  submissionId,
}: {
  db: Db;
  userId: string;
  submissionId: string;
}) =>
  commentsIfOwned({
    db,
    submissionId,
    owner: inArray(
      campaignMatches.creatorId,
      db.select({ id: creatorProfiles.id }).from(creatorProfiles).where(eq(creatorProfiles.userId, userId)),
    ),
  });

/** The review comments on a version submitted to one of the acting brand's campaigns. */
export const brandSubmissionComments = ({
  db,
  brandId,
  submissionId,
}: {
  db: Db;
  brandId: string;
  submissionId: string;
}) => commentsIfOwned({ db, submissionId, owner: eq(campaignMatches.brandId, brandId) });

/**
 * A brand-side comment on a version submitted to one of the acting brand's campaigns (anything else is a 404),
 * optionally pinned to a moment of its video. Two round trips: the version (the session folded in), then the
 * comment with its own read as the answer. Which brand a version belongs to never changes, so the write needs no
 * guard.
 */
export const addSubmissionComment = async ({
  db,
  brandId,
  submissionId,
  authorId,
  body,
  atSeconds,
}: {
  db: Db;
  brandId: string;
  submissionId: string;
  authorId: string;
  body: string;
  atSeconds: number | null;
}) => {
  const submission = oneOrNotFound(
    await inBatch(
      db,
      selectSubmission(db)
        .where(and(eq(contentSubmissions.id, submissionId), eq(campaignMatches.brandId, brandId)))
        .limit(1),
    ),
  );
  const id = crypto.randomUUID();
  const [, [comment]] = await db.batch([
    db.insert(reviewComments).values({ id, submissionId: submission.id, authorId, body, atSeconds }),
    selectComments({ db, where: eq(reviewComments.id, id) }),
  ]);
  return toCommentDto(comment!);
};
