import { count, desc, eq } from 'drizzle-orm';
import { contentSubmissions, uploads } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TPageQuery } from '../../schemas/pagination';
import { toSubmissionDtos } from './submission-dto';

/** One page of a deliverable's versions, newest first, with media and comments, and the page links. */
export const loadSubmissionPage = async ({
  db,
  deliverableId,
  page,
}: {
  db: Db;
  deliverableId: string;
  page: TPageQuery;
}) => {
  const [rows, [total]] = await db.batch([
    db
      .select({ submission: contentSubmissions, upload: uploads })
      .from(contentSubmissions)
      .leftJoin(uploads, eq(uploads.id, contentSubmissions.uploadId))
      .where(eq(contentSubmissions.deliverableId, deliverableId))
      .orderBy(desc(contentSubmissions.version))
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    db.select({ n: count() }).from(contentSubmissions).where(eq(contentSubmissions.deliverableId, deliverableId)),
  ]);
  const countAll = total?.n ?? 0;
  return {
    count: countAll,
    results: await toSubmissionDtos({ db, rows }),
  };
};
