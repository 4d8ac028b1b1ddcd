import { and, eq, isNull } from 'drizzle-orm';
import { deliverables } from '../../../db/schema';
import type { DbKeys } from '../../lib/db';
import { conflict, fieldError } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TContentDeliverable } from '../../schemas/content';
import type { DomainEvent } from '../outbox/outbox';
import { releaseReads } from '../creator-spend/release';
import {
  creatorDeliverableOf,
  findCreatorDeliverable,
  selectCreatorDeliverable,
  toContentDeliverable,
} from './creator-deliverable';
import { canMoveDeliverable, transitionDeliverable } from './deliverable-lifecycle';
import { postUrlProblem } from './post-url-rules';

const assertPostUrl = (platform: string, postUrl: string) => {
  const problem = postUrlProblem(platform, postUrl);
  if (problem) throw fieldError('post_url', problem);
};

/**
 * The creator records the live post's link for approved content: approved → published, with a `content.published`
 * event (and the price's release when the contract releases on publication). Two round trips: the read, the move.
 */
export const publishDeliverable = async ({
  db,
  userId,
  deliverableId,
  postUrl,
}: DbKeys<'userId' | 'deliverableId'> & { postUrl: string }): Promise<{
  deliverable: TContentDeliverable;
  event: DomainEvent;
}> => {
  // One read: the deliverable (on a folded request with the session) and what its release decides on.
  const [rows, ...releaseFacts] = await db.batch([
    selectCreatorDeliverable({ db, userId, deliverableId }),
    ...releaseReads({ db, deliverableId }),
  ]);
  const deliverable = creatorDeliverableOf(rows);
  // The state comes first: content that is not approved is a 409 whatever link is sent.
  if (canMoveDeliverable('publish', deliverable.status)) assertPostUrl(deliverable.platform, postUrl);
  const { event, at } = await transitionDeliverable({
    db,
    deliverable,
    action: 'publish',
    actorId: userId,
    set: { postUrl },
    payload: { post_url: postUrl },
    releaseFacts,
  });
  return {
    deliverable: toContentDeliverable({ ...deliverable, status: 'published', postUrl, publishedAt: at }),
    event,
  };
};

/**
 * The creator fixes the live post's link: allowed on a published deliverable until the brand confirms the post.
 * Two round trips: the read (with the session on a folded request), the guarded update.
 */
export const correctPostUrl = async ({
  db,
  userId,
  deliverableId,
  postUrl,
}: DbKeys<'userId' | 'deliverableId'> & { postUrl: string }): Promise<TContentDeliverable> => {
  const deliverable = await findCreatorDeliverable({ db, userId, deliverableId });
  if (deliverable.postConfirmedAt) throw conflict('The brand confirmed this post, so its link can no longer change.');
  if (deliverable.status !== 'published' && deliverable.status !== 'paid')
    throw conflict('Only a published post’s link can be corrected.');
  assertPostUrl(deliverable.platform, postUrl);
  await runGuardedBatch(
    db,
    [
      db
        .update(deliverables)
        .set({ postUrl })
        .where(and(eq(deliverables.id, deliverable.id), isNull(deliverables.postConfirmedAt))),
      abortUnlessChanged(db),
    ],
    'The brand confirmed this post meanwhile, so its link can no longer change.',
  );
  return toContentDeliverable({ ...deliverable, postUrl });
};
