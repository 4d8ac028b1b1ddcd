import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { campaignMatches, deliverables } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { TBulkApproveResult, TReviewItem, ZReviewDeliverable } from '../../schemas/content-review';
import type { DomainEvent } from '../outbox/outbox';
import { runGuardedBatch } from '../../lib/guarded-batch';
import { toCommentDto, toSubmissionDto } from '../content/submission-dto';
import { findBrandDeliverable, selectBrandDeliverables, toBrandDeliverable } from './brand-deliverables';
import { toReviewItem } from './review-items';
import { planReview, reviewLatestVersion, reviewReads, type ReviewFacts } from './review-latest-version';
import { canMoveDeliverable, conflictDetailOf } from '../content/deliverable-lifecycle';
import { ownCampaignQuery, ownRowOr404 } from '../campaigns/campaign-rows';
import type { BatchItem } from 'drizzle-orm/batch';

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

type Outcome = TBulkApproveResult['results'][number];

const approved = (id: string): Outcome => ({
  deliverable_id: id,
  ok: true,
  status: 'approved',
  code: null,
  detail: null,
});
const failed = (id: string, e: unknown): Outcome => {
  if (!(e instanceof AppError) || e.status >= 500) throw e;
  return { deliverable_id: id, ok: false, status: null, code: e.code, detail: e.detail };
};

/** One approval on its own: a read, then its guarded batch (the fallback when the shared batch could not commit). */
const approveAlone = async ({
  db,
  brandId,
  actorId,
  campaignId,
  id,
}: Reviewer & { campaignId: string; id: string }) => {
  try {
    const deliverable = await findBrandDeliverable({ db, brandId, deliverableId: id });
    if (deliverable.campaignId !== campaignId) throw notFound('deliverable in this campaign');
    const { event } = await reviewLatestVersion({ db, deliverable, action: 'approve', actorId });
    return { outcome: approved(id), event };
  } catch (e) {
    return { outcome: failed(id, e), event: null };
  }
};

/**
 * Approves several deliverables of one campaign; each succeeds or fails on its own (a 404 or 409 for one does not
 * stop the others). Two round trips however many (issue 15): one read batch (the campaign, and per deliverable what
 * its approval decides on; on a folded request the session and plan too), then one guarded batch with every
 * approval that can go ahead. What the read already rules out (another brand's or campaign's, not waiting for
 * review, a contract not signed) is answered from it with the error its own approval would give. If the shared
 * batch does not commit (a guard tripped: a racing review or approval won one of them), nothing of it was written
 * and those approvals run one by one as before, so each still gets its own outcome.
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
  const ids = [...new Set(deliverableIds)];
  const readsOf = (id: string) =>
    [
      selectBrandDeliverables({
        db,
        where: and(eq(deliverables.id, id), eq(campaignMatches.brandId, brandId)),
      }).limit(1),
      ...reviewReads({ db, deliverableId: id }),
    ] as const;
  const perId = ids.map(readsOf);
  const [campaign, ...rows] = await db.batch([ownCampaignQuery({ db, brandId, id: campaignId }), ...perId.flat()]);
  ownRowOr404(campaign);
  const decided = new Map<string, Outcome>();
  const planned: { id: string; steps: BatchItem<'sqlite'>[]; event: DomainEvent }[] = [];
  ids.forEach((id, i) => {
    const [[row], ...facts] = rows.slice(i * perId[0]!.length, (i + 1) * perId[0]!.length) as unknown as [
      Parameters<typeof toBrandDeliverable>[0][],
      ...ReviewFacts,
    ];
    try {
      if (!row) throw notFound('deliverable');
      const deliverable = toBrandDeliverable(row);
      if (deliverable.campaignId !== campaignId) throw notFound('deliverable in this campaign');
      const plan = planReview({ db, deliverable, action: 'approve', actorId, facts: facts as ReviewFacts });
      const newest = (facts[0] as ReviewFacts[0])[0]?.submission;
      if (
        !canMoveDeliverable('approve', deliverable.status) ||
        deliverable.matchStatus !== 'contracted' ||
        (newest && newest.status !== 'submitted')
      )
        throw conflict(plan.conflictDetail);
      planned.push({ id, steps: plan.steps, event: plan.event });
    } catch (e) {
      decided.set(id, failed(id, e));
    }
  });
  const events: DomainEvent[] = [];
  if (planned.length > 0) {
    try {
      await runGuardedBatch(
        db,
        planned.flatMap((p) => p.steps) as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]],
        'conflict',
      );
      for (const p of planned) {
        decided.set(p.id, approved(p.id));
        events.push(p.event);
      }
    } catch {
      for (const p of planned) {
        const { outcome, event } = await approveAlone({ db, brandId, actorId, campaignId, id: p.id });
        decided.set(p.id, outcome);
        if (event) events.push(event);
      }
    }
  }
  // A deliverable named twice is approved once; its repeat finds it approved already, as a second approval would.
  const seen = new Set<string>();
  const results = deliverableIds.map((id) => {
    const outcome = decided.get(id)!;
    if (!seen.has(id)) {
      seen.add(id);
      return outcome;
    }
    return outcome.ok ? failed(id, conflict(conflictDetailOf('approve'))) : outcome;
  });
  const approvedCount = results.filter((r) => r.ok).length;
  return { approved: approvedCount, failed: results.length - approvedCount, results, events };
};
