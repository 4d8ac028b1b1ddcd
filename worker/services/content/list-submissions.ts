import type { TUnlinkedPage } from '../../lib/page-links';
import type { Db } from '../../lib/db';
import type { TSubmissionList } from '../../schemas/content';
import type { TPageQuery } from '../../schemas/pagination';
import { findCreatorDeliverable, toContentDeliverable } from './creator-deliverable';
import { loadSubmissionPage } from './submission-page';

/** The creator's deliverable and its submitted versions, newest first (`GET …/deliverables/{id}/submissions/`). */
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
  const deliverable = await findCreatorDeliverable({ db, userId, deliverableId });
  return {
    deliverable: toContentDeliverable(deliverable),
    ...(await loadSubmissionPage({ db, deliverableId: deliverable.id, page })),
  };
};
