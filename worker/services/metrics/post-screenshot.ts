import { and, desc, eq } from 'drizzle-orm';
import { postMetrics, uploads } from '../../../db/schema';
import type { DbKeys } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { findBrandDeliverable } from '../content-review/brand-deliverables';

/** The newest insights screenshot a creator sent for one of the brand's posts (404 for another brand's). */
export const findPostScreenshot = async ({ db, brandId, deliverableId }: DbKeys<'brandId' | 'deliverableId'>) => {
  const deliverable = await findBrandDeliverable({ db, brandId, deliverableId });
  const [row] = await db
    .select({ upload: uploads })
    .from(postMetrics)
    .innerJoin(uploads, eq(uploads.id, postMetrics.screenshotUploadId))
    .where(and(eq(postMetrics.deliverableId, deliverable.id), eq(uploads.status, 'complete')))
    .orderBy(desc(postMetrics.measuredOn))
    .limit(1);
  if (!row) throw notFound('screenshot');
  return row.upload;
};
