import { and, eq, inArray, isNull } from 'drizzle-orm';
import { campaignMatches, deliverables } from '../../../db/schema';
import type { DbKeys } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { selectBrandDeliverables, toBrandDeliverable } from './brand-deliverables';
import { latestByDeliverable, latestSubmissionsQueries, toReviewItem } from './review-items';

/**
 * The brand confirms that the creator's live-post link is the right post; the creator can no longer change it. One
 * read (the deliverable with its newest version; on a folded request the session and plan), then one guarded write.
 */
export const confirmPost = async ({ db, brandId, deliverableId }: DbKeys<'brandId' | 'deliverableId'>) => {
  const [[row], ...latest] = await db.batch([
    selectBrandDeliverables({
      db,
      where: and(eq(deliverables.id, deliverableId), eq(campaignMatches.brandId, brandId)),
    }).limit(1),
    ...latestSubmissionsQueries({ db, deliverableIds: [deliverableId] }),
  ]);
  if (!row) throw notFound('deliverable');
  const deliverable = toBrandDeliverable(row);
  if (!deliverable.postUrl || (deliverable.status !== 'published' && deliverable.status !== 'paid'))
    throw conflict('There is no live post to confirm yet.');
  if (deliverable.postConfirmedAt) throw conflict('This post is already confirmed.');
  const at = new Date().toISOString();
  await runGuardedBatch(
    db,
    [
      db
        .update(deliverables)
        .set({ postConfirmedAt: at })
        .where(
          and(
            eq(deliverables.id, deliverable.id),
            isNull(deliverables.postConfirmedAt),
            inArray(deliverables.status, ['published', 'paid']),
          ),
        ),
      abortUnlessChanged(db),
    ],
    'This post is already confirmed.',
  );
  const newest = latestByDeliverable(latest).get(deliverable.id) ?? null;
  return toReviewItem({ ...deliverable, postConfirmedAt: at }, newest);
};
