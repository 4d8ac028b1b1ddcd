import { count, desc, eq } from 'drizzle-orm';
import { contentSubmissions, uploads } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TSubmissionList } from '../../schemas/content';
import type { TPageQuery } from '../../schemas/pagination';
import { pageLinks } from '../campaigns/page-links';
import { findCreatorDeliverable, toContentDeliverable } from './creator-deliverable';
import { toSubmissionDtos } from './submission-dto';

/** The creator's deliverable and its submitted versions, newest first (`GET …/deliverables/{id}/submissions/`). */
export const listCreatorSubmissions = async ({ db, userId, deliverableId, page, url }: { db: Db; userId: string; deliverableId: string; page: TPageQuery; url: string }): Promise<TSubmissionList> => {
  const deliverable = await findCreatorDeliverable(db, userId, deliverableId);
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
  const countAll = total?.n ?? 0;
  return {
    deliverable: toContentDeliverable(deliverable),
    count: countAll,
    ...pageLinks(url, page.page, page.page_size, countAll),
    results: await toSubmissionDtos(db, rows),
  };
};
