import { and, eq, inArray, isNull } from 'drizzle-orm';
import { deliverables } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { conflict } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { findBrandDeliverable } from './brand-deliverables';
import { toReviewItems } from './review-items';

/** The brand confirms that the creator's live-post link is the right post; the creator can no longer change it. */
export const confirmPost = async ({
  db,
  brandId,
  deliverableId,
}: {
  db: Db;
  brandId: string;
  deliverableId: string;
}) => {
  const deliverable = await findBrandDeliverable({ db, brandId, deliverableId });
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
  const [item] = await toReviewItems({ db, rows: [{ ...deliverable, postConfirmedAt: at }] });
  return item!;
};
