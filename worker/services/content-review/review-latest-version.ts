import { and, desc, eq, inArray } from 'drizzle-orm';
import { contentSubmissions, reviewComments, uploads } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { conflict } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TReviewAction } from '../../schemas/content-review';
import type { DomainEvent } from '../outbox/outbox';
import { deliverableMove, NO_RELEASE, type DeliverableRow } from '../content/deliverable-lifecycle';
import { selectComments } from '../content/submission-dto';
import { planRelease, releaseReads, type ReleaseFacts } from '../creator-spend/release';
import type { BrandDeliverable } from './brand-deliverables';

const revisionLimitDetail = (rounds: number) =>
  `This contract allows ${rounds} revision round${rounds === 1 ? '' : 's'}; all are used. Approve the content or message the creator.`;

type ReviewInput = {
  db: Db;
  deliverable: BrandDeliverable;
  action: TReviewAction;
  /** The reviewer; null when the system approves on its own. */
  actorId: string | null;
  comment?: string;
  atSeconds?: number | null;
  /** The version the reviewer looked at; a newer one makes this a 409. */
  submissionId?: string;
  payload?: Record<string, unknown>;
};

/**
 * What a review decides on, as statements for a read batch (keyed by the deliverable only, so they can ride with
 * the read that finds it): the newest version with its media, that version's comments, and the release facts.
 */
export const reviewReads = ({ db, deliverableId }: { db: Db; deliverableId: string }) => {
  const newest = (columns: Parameters<typeof db.select>[0]) =>
    db
      .select(columns)
      .from(contentSubmissions)
      .where(eq(contentSubmissions.deliverableId, deliverableId))
      .orderBy(desc(contentSubmissions.version))
      .limit(1);
  return [
    db
      .select({ submission: contentSubmissions, upload: uploads })
      .from(contentSubmissions)
      .leftJoin(uploads, eq(uploads.id, contentSubmissions.uploadId))
      .where(eq(contentSubmissions.deliverableId, deliverableId))
      .orderBy(desc(contentSubmissions.version))
      .limit(1),
    selectComments({ db, where: inArray(reviewComments.submissionId, newest({ id: contentSubmissions.id })) }),
    ...releaseReads({ db, deliverableId }),
  ] as const;
};

type Reads = ReturnType<typeof reviewReads>;
export type ReviewFacts = readonly [Awaited<Reads[0]>, Awaited<Reads[1]>, ...ReleaseFacts];

/**
 * The guarded batch of a review, from facts read before (`reviewReads`): the deliverable's move, the version's
 * verdict, the optional comment and the domain event commit together, and the batch returns the moved deliverable,
 * the judged version and the comment (`outcome`), so nothing is read back. The version must still be the one
 * waiting for review when the batch runs (a guard after its update), so two reviewers answering at once get one
 * success and one 409. A change request past the contract's revision rounds is refused.
 */
export const planReview = ({
  db,
  deliverable,
  action,
  actorId,
  comment,
  atSeconds = null,
  submissionId,
  payload = {},
  facts: [[newest], comments, ...release],
}: ReviewInput & { facts: ReviewFacts }) => {
  const latest = newest?.submission;
  if (
    deliverable.status === 'submitted' &&
    action === 'request_changes' &&
    deliverable.revisionsUsed >= deliverable.revisionRounds
  ) {
    throw conflict(revisionLimitDetail(deliverable.revisionRounds));
  }
  if (latest && submissionId && latest.id !== submissionId)
    throw conflict(`A newer version (v${latest.version}) has arrived. Review that one instead.`);
  const at = new Date().toISOString();
  const verdict = action === 'approve' ? 'approved' : 'changes_requested';
  const judged = latest
    ? [
        db
          .update(contentSubmissions)
          .set({ status: verdict, reviewedBy: actorId, reviewedAt: at })
          .where(and(eq(contentSubmissions.id, latest.id), eq(contentSubmissions.status, 'submitted')))
          .returning(),
        abortUnlessChanged(db),
        ...(comment
          ? [
              db
                .insert(reviewComments)
                .values({ submissionId: latest.id, authorId: actorId, body: comment, atSeconds, createdAt: at })
                .returning(),
            ]
          : []),
      ]
    : [];
  const move = deliverableMove({
    db,
    deliverable,
    action,
    actorId,
    set: action === 'request_changes' ? { revisionsUsed: deliverable.revisionsUsed + 1 } : {},
    payload: {
      submission_id: latest?.id ?? null,
      version: latest?.version ?? null,
      comment: comment ?? null,
      at_seconds: atSeconds,
      ...payload,
    },
    also: judged,
    release:
      action === 'approve' ? planRelease({ db, d: deliverable, trigger: 'approval', facts: release }) : NO_RELEASE,
  });
  type Judged = typeof contentSubmissions.$inferSelect;
  type Comment = typeof reviewComments.$inferSelect;
  return {
    ...move,
    /** What the batch wrote, from its results (the move first, then event, version and guard, then comment). */
    outcome: (results: unknown[]) => ({
      moved: (results[0] as DeliverableRow[])[0]!,
      newest: newest ?? null,
      judged: latest ? (results[3] as Judged[])[0]! : null,
      comments,
      added: latest && comment ? (results[5] as Comment[])[0]! : null,
    }),
  };
};

/** Reviews a deliverable already found: one read batch, then one guarded batch. */
export const reviewLatestVersion = async (input: ReviewInput): Promise<{ event: DomainEvent }> => {
  const facts = await input.db.batch(reviewReads({ db: input.db, deliverableId: input.deliverable.id }));
  const { steps, conflictDetail, event } = planReview({ ...input, facts });
  await runGuardedBatch(input.db, steps, conflictDetail);
  return { event };
};
