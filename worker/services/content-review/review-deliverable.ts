import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { campaignMatches, deliverables } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError, notFound } from '../../lib/errors';
import type { TBulkApproveResult, TReviewItem, ZReviewDeliverable } from '../../schemas/content-review';
import type { DomainEvent } from '../outbox/outbox';
import { runGuardedBatch } from '../../lib/guarded-batch';
import { toCommentDto, toSubmissionDto } from '../content/submission-dto';
import { findBrandDeliverable, selectBrandDeliverables, toBrandDeliverable } from './brand-deliverables';
import { toReviewItem } from './review-items';
import { planReview, reviewLatestVersion, reviewReads } from './review-latest-version';

type Reviewer = { db: Db; brandId: string; actorId: string };
/** The reviewing user; on a folded request its names are filled in when the read batch returns. */
type ReviewerUser = Pick<UserRow, 'id' | 'firstName' | 'lastName'>;

/**
 * The brand approves a deliverable's newest version or asks for changes (`PATCH /influencer/campaign-deliverable/{id}/`)
 * in two round trips: one read (the deliverable with its newest version, that version's comments and the release
 * facts; on a folded request the session and plan too), then one guarded batch whose results are the answer.
 */
export const reviewDeliverable = async ({
  db,
  brandId,
  reviewer,
  deliverableId,
  input,
}: Omit<Reviewer, 'actorId'> & {
  reviewer: ReviewerUser;
  deliverableId: string;
  input: z.output<typeof ZReviewDeliverable>;
}): Promise<{
  deliverable: TReviewItem;
  event: DomainEvent;
}> => {
  const [[row], ...facts] = await db.batch([
    selectBrandDeliverables({
      db,
      where: and(eq(deliverables.id, deliverableId), eq(campaignMatches.brandId, brandId)),
    }).limit(1),
    ...reviewReads({ db, deliverableId }),
  ]);
  if (!row) throw notFound('deliverable');
  const found = toBrandDeliverable(row);
  const plan = planReview({
    db,
    deliverable: found,
    action: input.action,
    actorId: reviewer.id,
    comment: input.comment || undefined,
    atSeconds: input.at_seconds ?? null,
    submissionId: input.submission_id,
    facts,
  });
  const { moved, newest, judged, comments, added } = plan.outcome(
    await runGuardedBatch(db, plan.steps, plan.conflictDetail),
  );
  const shown = [
    ...comments,
    ...(added ? [{ comment: added, firstName: reviewer.firstName, lastName: reviewer.lastName }] : []),
  ].map(toCommentDto);
  const latest = newest && toSubmissionDto({ s: judged ?? newest.submission, u: newest.upload, comments: shown });
  return { deliverable: toReviewItem({ ...found, ...moved }, latest), event: plan.event };
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
      const deliverable = await findBrandDeliverable({ db, brandId, deliverableId: id });
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
