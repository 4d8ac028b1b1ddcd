import type { TUnlinkedPage } from '../../lib/page-links';
import type { Db } from '../../lib/db';
import type { TSubmissionList } from '../../schemas/content';
import type { TPageQuery } from '../../schemas/pagination';
import { creatorDeliverableOf, selectCreatorDeliverable, toContentDeliverable } from './creator-deliverable';
import { submissionPageOf, submissionPageStatements } from './submission-page';

/**
 * The creator's deliverable and its submitted versions, newest first (`GET …/deliverables/{id}/submissions/`), in
 * one batch: the deliverable decides (another creator's is a 404) before the versions read with it are used.
 */
export const listCreatorSubmissions = async ({
  db,
  userId,
  deliverableId,
  page,
}: {
  db: Db;
  userId: string;
  deliverableId: string;
  page: TPageQuery;
}): Promise<TUnlinkedPage<TSubmissionList>> => {
  const [rows, count, comments] = submissionPageStatements({ db, deliverableId, page });
  const [deliverable, ...versions] = await db.batch([
    selectCreatorDeliverable({ db, userId, deliverableId }),
    rows,
    count,
    comments,
  ]);
  return {
    deliverable: toContentDeliverable(creatorDeliverableOf(deliverable)),
    ...submissionPageOf(versions),
  };
};
