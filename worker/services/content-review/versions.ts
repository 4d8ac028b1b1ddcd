import { and, eq, inArray, sql } from 'drizzle-orm';
import { campaignMatches, contentSubmissions, deliverables, reviewComments, uploads } from '../../../db/schema';
import type { TUnlinkedPage } from '../../lib/page-links';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { TPageQuery } from '../../schemas/pagination';
import type { TReviewVersions } from '../../schemas/content-review';
import { submissionPageOf, submissionPageStatements } from '../content/submission-page';
import { selectComments, withComments } from '../content/submission-dto';
import { selectBrandDeliverables, toBrandDeliverable } from './brand-deliverables';
import { toReviewItem } from './review-items';

/** The statements for a deliverable's newest version, with its media and comments, for the caller's batch. */
const newestVersionStatements = ({ db, deliverableId }: { db: Db; deliverableId: string }) => {
  const newest = and(
    eq(contentSubmissions.deliverableId, deliverableId),
    sql`${contentSubmissions.version} = (SELECT MAX(v.version) FROM content_submissions v WHERE v.deliverable_id = ${deliverableId})`,
  );
  return [
    db
      .select({ submission: contentSubmissions, upload: uploads })
      .from(contentSubmissions)
      .leftJoin(uploads, eq(uploads.id, contentSubmissions.uploadId))
      .where(newest)
      .limit(1),
    selectComments({
      db,
      where: inArray(
        reviewComments.submissionId,
        db.select({ id: contentSubmissions.id }).from(contentSubmissions).where(newest),
      ),
    }),
  ] as const;
};

/**
 * A deliverable's versions for the brand, newest first, with media and comments (for history and compare), in one
 * round trip: the deliverable (the brand's, or a 404 that drops the batch's other rows), the page and the newest.
 */
export const listBrandVersions = async ({
  db,
  brandId,
  deliverableId,
  page,
}: {
  db: Db;
  brandId: string;
  deliverableId: string;
  page: TPageQuery;
}): Promise<TUnlinkedPage<TReviewVersions>> => {
  const [owned, versions, total, comments, newest, newestComments] = await db.batch([
    selectBrandDeliverables({
      db,
      where: and(eq(deliverables.id, deliverableId), eq(campaignMatches.brandId, brandId)),
    }).limit(1),
    ...submissionPageStatements({ db, deliverableId, page }),
    ...newestVersionStatements({ db, deliverableId }),
  ]);
  if (!owned[0]) throw notFound('deliverable');
  const latest = withComments(newest, newestComments)[0] ?? null;
  return {
    deliverable: toReviewItem(toBrandDeliverable(owned[0]), latest),
    ...submissionPageOf([versions, total, comments]),
  };
};
