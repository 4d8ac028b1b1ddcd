import type { TUnlinkedPage } from '../../lib/page-links';
import type { Db } from '../../lib/db';
import type { TPageQuery } from '../../schemas/pagination';
import type { TReviewVersions } from '../../schemas/content-review';
import { loadSubmissionPage } from '../content/submission-page';
import { findBrandDeliverable } from './brand-deliverables';
import { latestSubmissionsOf, toReviewItem } from './review-items';

/** A deliverable's versions for the brand, newest first, with media and comments (for history and compare). */
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
  const deliverable = await findBrandDeliverable({ db, brandId, deliverableId });
  const versions = await loadSubmissionPage({ db, deliverableId: deliverable.id, page });
  // Page 1 starts with the newest version; later pages read it separately.
  const newest =
    page.page === 1
      ? (versions.results[0] ?? null)
      : ((await latestSubmissionsOf({ db, deliverableIds: [deliverable.id] })).get(deliverable.id) ?? null);
  return { deliverable: toReviewItem(deliverable, newest), ...versions };
};
