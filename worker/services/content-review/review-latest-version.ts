import { and, desc, eq } from 'drizzle-orm';
import { contentSubmissions, reviewComments } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { conflict } from '../../lib/errors';
import { abortUnlessChanged } from '../../lib/guarded-batch';
import type { TReviewAction } from '../../schemas/content-review';
import type { DomainEvent } from '../outbox/outbox';
import { transitionDeliverable } from '../content/deliverable-lifecycle';
import type { BrandDeliverable } from './brand-deliverables';

export const revisionLimitDetail = (rounds: number) =>
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

const newestVersion = async (db: Db, deliverableId: string) =>
  (
    await db
      .select()
      .from(contentSubmissions)
      .where(eq(contentSubmissions.deliverableId, deliverableId))
      .orderBy(desc(contentSubmissions.version))
      .limit(1)
  )[0];

/**
 * Approves the newest version of a deliverable, or asks for changes to it, through the deliverable lifecycle:
 * the deliverable's move, the version's verdict, the optional comment and the domain event commit together.
 * The version must still be the one waiting for review when the batch runs (a guard after its update), so two
 * reviewers answering at once get one success and one 409. A change request past the contract's revision
 * rounds is refused.
 */
export const reviewLatestVersion = async ({
  db,
  deliverable,
  action,
  actorId,
  comment,
  atSeconds = null,
  submissionId,
  payload = {},
}: ReviewInput): Promise<{ event: DomainEvent }> => {
  const latest = await newestVersion(db, deliverable.id);
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
  const { event } = await transitionDeliverable({
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
    also: latest
      ? [
          db
            .update(contentSubmissions)
            .set({ status: verdict, reviewedBy: actorId, reviewedAt: at })
            .where(and(eq(contentSubmissions.id, latest.id), eq(contentSubmissions.status, 'submitted'))),
          abortUnlessChanged(db),
          ...(comment
            ? [
                db
                  .insert(reviewComments)
                  .values({ submissionId: latest.id, authorId: actorId, body: comment, atSeconds, createdAt: at }),
              ]
            : []),
        ]
      : [],
  });
  return { event };
};
