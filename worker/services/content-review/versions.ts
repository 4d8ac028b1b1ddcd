import { count, desc, eq } from 'drizzle-orm';
import { contentSubmissions, uploads } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TPageQuery } from '../../schemas/pagination';
import type { TReviewVersions } from '../../schemas/content-review';
import { pageLinks } from '../campaigns/page-links';
import { toSubmissionDtos } from '../content/submission-dto';
import { findBrandDeliverable } from './brand-deliverables';
import { latestSubmissionsOf, toReviewItem } from './review-items';

/** A deliverable's versions for the brand, newest first, with media and comments (for history and compare). */
export const listBrandVersions = async ({ db, brandId, deliverableId, page, url }: { db: Db; brandId: string; deliverableId: string; page: TPageQuery; url: string }): Promise<TReviewVersions> => {
  const deliverable = await findBrandDeliverable(db, brandId, deliverableId);
  const [rows, [total]] = await db.batch([
    db
      .select({ submission: contentSubmissions, upload: uploads })
      .from(contentSubmissions)
      .leftJoin(uploads, eq(uploads.id, contentSubmissions.uploadId))
      .where(eq(contentSubmissions.deliverableId, deliverable.id))
      .orderBy(desc(contentSubmissions.version))
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    db.select({ n: count() }).from(contentSubmissions).where(eq(contentSubmissions.deliverableId, deliverable.id)),
  ]);
  const versions = await toSubmissionDtos(db, rows);
  const countAll = total?.n ?? 0;
  // Page 1 starts with the newest version; later pages read it separately.
  const newest = page.page === 1 ? (versions[0] ?? null) : ((await latestSubmissionsOf(db, [deliverable.id])).get(deliverable.id) ?? null);
  return { deliverable: toReviewItem(deliverable, newest), count: countAll, ...pageLinks(url, page.page, page.page_size, countAll), results: versions };
};
