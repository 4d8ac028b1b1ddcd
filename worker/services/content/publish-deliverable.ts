import type { Db } from '../../lib/db';
import type { TContentDeliverable } from '../../schemas/content';
import type { DomainEvent } from '../events/outbox';
import { findCreatorDeliverable, toContentDeliverable } from './creator-deliverable';
import { transitionDeliverable } from './deliverable-lifecycle';

/** The creator records the live post's link for approved content: approved → published, with a `content.published` event. */
export const publishDeliverable = async ({ db, userId, deliverableId, postUrl }: { db: Db; userId: string; deliverableId: string; postUrl: string }): Promise<{ deliverable: TContentDeliverable; event: DomainEvent }> => {
  const deliverable = await findCreatorDeliverable(db, userId, deliverableId);
  const { event, at } = await transitionDeliverable({ db, deliverable, action: 'publish', actorId: userId, set: { postUrl }, payload: { post_url: postUrl } });
  return { deliverable: toContentDeliverable({ ...deliverable, status: 'published', postUrl, publishedAt: at }), event };
};
