import { and, desc, eq } from 'drizzle-orm';
import { campaignMatches, campaigns, deliverables, postMetrics, uploads } from '../../../db/schema';
import type { DbKeys } from '../../lib/db';
import { notFound } from '../../lib/errors';

/**
 * The newest insights screenshot a creator sent for one of the brand's posts (404 for another brand's). The post's
 * ownership and its screenshot are read in one batch, so on a folded request the session rides in it too: one round
 * trip. The screenshot statement is keyed by the brand as well, so it never reads another brand's rows.
 */
export const findPostScreenshot = async ({ db, brandId, deliverableId }: DbKeys<'brandId' | 'deliverableId'>) => {
  const ofTheBrand = eq(campaigns.brandId, brandId);
  const [[post], [shot]] = await db.batch([
    db
      .select({ id: deliverables.id })
      .from(deliverables)
      .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId))
      .where(and(eq(deliverables.id, deliverableId), eq(campaignMatches.brandId, brandId)))
      .limit(1),
    db
      .select({ upload: uploads })
      .from(postMetrics)
      .innerJoin(campaigns, eq(campaigns.id, postMetrics.campaignId))
      .innerJoin(uploads, eq(uploads.id, postMetrics.screenshotUploadId))
      .where(and(eq(postMetrics.deliverableId, deliverableId), ofTheBrand, eq(uploads.status, 'complete')))
      .orderBy(desc(postMetrics.measuredOn))
      .limit(1),
  ]);
  if (!post) throw notFound('deliverable');
  if (!shot) throw notFound('screenshot');
  return shot.upload;
};
