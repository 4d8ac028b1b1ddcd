import { count, desc, eq, inArray } from 'drizzle-orm';
import { contentSubmissions, reviewComments, uploads } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TPageQuery } from '../../schemas/pagination';
import { selectComments, withComments } from './submission-dto';

/**
 * The statements for one page of a deliverable's versions, newest first: the versions with their media, the count
 * and the page's review comments (the same page picked in a subquery), for the caller's batch.
 */
export const submissionPageStatements = ({
  db,
  deliverableId,
  page,
}: {
  db: Db;
  deliverableId: string;
  page: TPageQuery;
}) => {
  const ofDeliverable = eq(contentSubmissions.deliverableId, deliverableId);
  const newestFirst = desc(contentSubmissions.version);
  const offset = (page.page - 1) * page.page_size;
  const pageIds = db
    .select({ id: contentSubmissions.id })
    .from(contentSubmissions)
    .where(ofDeliverable)
    .orderBy(newestFirst)
    .limit(page.page_size)
    .offset(offset);
  return [
    db
      .select({ submission: contentSubmissions, upload: uploads })
      .from(contentSubmissions)
      .leftJoin(uploads, eq(uploads.id, contentSubmissions.uploadId))
      .where(ofDeliverable)
      .orderBy(newestFirst)
      .limit(page.page_size)
      .offset(offset),
    db.select({ n: count() }).from(contentSubmissions).where(ofDeliverable),
    selectComments({ db, where: inArray(reviewComments.submissionId, pageIds) }),
  ] as const;
};

type Results<S extends readonly unknown[]> = { [K in keyof S]: Awaited<S[K]> };

/** The page `submissionPageStatements` read (the route adds the links). */
export const submissionPageOf = ([rows, [total], comments]: Results<ReturnType<typeof submissionPageStatements>>) => ({
  count: total?.n ?? 0,
  results: withComments(rows, comments),
});
