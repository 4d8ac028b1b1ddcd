import type { z } from 'zod';
import type { Db } from '../../lib/db';
import { AppError, notFound } from '../../lib/errors';
import type { TBulkApproveResult, TReviewItem, ZReviewDeliverable } from '../../schemas/content-review';
import type { DomainEvent } from '../outbox/outbox';
import { findBrandDeliverable } from './brand-deliverables';
import { latestSubmissionsOf, toReviewItem } from './review-items';
import { reviewLatestVersion } from './review-latest-version';

type Reviewer = { db: Db; brandId: string; actorId: string };

const reviewItemOf = async (db: Db, brandId: string, deliverableId: string) => {
  const deliverable = await findBrandDeliverable(db, brandId, deliverableId);
  const latest = await latestSubmissionsOf(db, [deliverable.id]);
  return toReviewItem(deliverable, latest.get(deliverable.id) ?? null);
};

/** The brand approves a deliverable's newest version or asks for changes (`PATCH /influencer/campaign-deliverable/{id}/`). */
export const reviewDeliverable = async ({
  db,
  brandId,
  actorId,
  deliverableId,
  input,
}: Reviewer & { deliverableId: string; input: z.output<typeof ZReviewDeliverable> }): Promise<{
  deliverable: TReviewItem;
  event: DomainEvent;
}> => {
  const deliverable = await findBrandDeliverable(db, brandId, deliverableId);
  const { event } = await reviewLatestVersion({
    db,
    deliverable,
    action: input.action,
    actorId,
    comment: input.comment || undefined,
    atSeconds: input.at_seconds ?? null,
    submissionId: input.submission_id,
  });
  return { deliverable: await reviewItemOf(db, brandId, deliverableId), event };
};

/**
 * Approves several deliverables of one campaign one by one; each succeeds or fails on its own (a 404 or 409 for one does not
 * stop the others). Sequential on purpose: each approval is one guarded batch, and the list is at most a page.
 */
export const bulkApprove = async ({
  db,
  brandId,
  actorId,
  campaignId,
  deliverableIds,
}: Reviewer & { campaignId: string; deliverableIds: string[] }): Promise<
  TBulkApproveResult & { events: DomainEvent[] }
> => {
  const results: TBulkApproveResult['results'] = [];
  const events: DomainEvent[] = [];
  for (const id of deliverableIds) {
    try {
      const deliverable = await findBrandDeliverable(db, brandId, id);
      if (deliverable.campaignId !== campaignId) throw notFound('deliverable in this campaign');
      const { event } = await reviewLatestVersion({ db, deliverable, action: 'approve', actorId });
      events.push(event);
      results.push({ deliverable_id: id, ok: true, status: 'approved', code: null, detail: null });
    } catch (e) {
      if (!(e instanceof AppError) || e.status >= 500) throw e;
      results.push({ deliverable_id: id, ok: false, status: null, code: e.code, detail: e.detail });
    }
  }
  const approved = results.filter((r) => r.ok).length;
  return { approved, failed: results.length - approved, results, events };
};
