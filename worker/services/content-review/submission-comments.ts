import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { campaignMatches, contentSubmissions, creatorProfiles, deliverables, reviewComments } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { TReviewCommentList } from '../../schemas/content-review';
import { selectComments, toCommentDto, toSubmissionDtos } from '../content/submission-dto';

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

/** A version submitted to one of the acting brand's campaigns; anything else is a 404. */
export const findBrandSubmission = async ({
  db,
  brandId,
  submissionId,
}: {
  db: Db;
  brandId: string;
  submissionId: string;
}) =>
  oneOrNotFound(
    await selectSubmission(db)
      .where(and(eq(contentSubmissions.id, submissionId), eq(campaignMatches.brandId, brandId)))
      .limit(1),
  );

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

/** A version's review comments, oldest first (the same shape the submission lists embed). */
const listSubmissionComments = async ({
  db,
  submission,
}: {
  db: Db;
  submission: SubmissionRow;
}): Promise<TReviewCommentList['results']> => {
  const [dto] = await toSubmissionDtos({ db, rows: [{ submission, upload: null }] });
  return dto?.comments ?? [];
};

/** A brand-side comment on a version, optionally pinned to a moment of its video. */
export const addSubmissionComment = async ({
  db,
  submission,
  authorId,
  body,
  atSeconds,
}: {
  db: Db;
  submission: SubmissionRow;
  authorId: string;
  body: string;
  atSeconds: number | null;
}) => {
  const [row] = await db
    .insert(reviewComments)
    .values({ submissionId: submission.id, authorId, body, atSeconds })
    .returning({ id: reviewComments.id });
  const comments = await listSubmissionComments({ db, submission });
  return comments.find((c) => c.id === row!.id)!;
};
