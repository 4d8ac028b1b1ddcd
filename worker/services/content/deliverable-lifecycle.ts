import { and, eq, inArray } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { campaignMatches, deliverables } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TDeliverableStatus } from '../../schemas/content';
import { releaseSteps } from '../creator-spend/release';
import { newDomainEvent, type DomainEvent, type DomainEventType } from '../outbox/outbox';

export type DeliverableRow = typeof deliverables.$inferSelect;
type Side = 'brand' | 'creator' | 'system';

/**
 * The one table of deliverable moves (DESIGN §6): pending → submitted → changes_requested ⇄ submitted →
 * approved → published(post URL) → paid. `stamp` names the timestamp column the move sets.
 */
export const DELIVERABLE_ACTIONS = {
  submit: {
    from: ['pending', 'changes_requested'],
    to: 'submitted',
    sides: ['creator'],
    event: 'content.submitted',
    stamp: 'submittedAt',
  },
  request_changes: {
    from: ['submitted'],
    to: 'changes_requested',
    sides: ['brand'],
    event: 'content.changes_requested',
    stamp: null,
  },
  approve: {
    from: ['submitted'],
    to: 'approved',
    sides: ['brand', 'system'],
    event: 'content.approved',
    stamp: 'approvedAt',
  },
  publish: {
    from: ['approved'],
    to: 'published',
    sides: ['creator'],
    event: 'content.published',
    stamp: 'publishedAt',
  },
  /** The creator's payout for it reached their bank (`payout.paid`, DESIGN §12). */
  pay: { from: ['approved', 'published'], to: 'paid', sides: ['system'], event: 'payment.paid_out', stamp: null },
} as const satisfies Record<
  string,
  {
    from: readonly TDeliverableStatus[];
    to: TDeliverableStatus;
    sides: readonly Side[];
    event: DomainEventType;
    stamp: 'submittedAt' | 'approvedAt' | 'publishedAt' | null;
  }
>;

export type DeliverableAction = keyof typeof DELIVERABLE_ACTIONS;

export const canMoveDeliverable = (action: DeliverableAction, status: TDeliverableStatus) =>
  (DELIVERABLE_ACTIONS[action].from as readonly TDeliverableStatus[]).includes(status);

const CONFLICT_DETAIL: Record<DeliverableAction, string> = {
  submit:
    'This deliverable cannot take a new version now: it is under review or already approved, or the contract is not signed.',
  request_changes: 'Changes can only be requested on content that is waiting for review.',
  approve: 'Only content that is waiting for review can be approved.',
  publish: 'Only approved content can be marked as published.',
  pay: 'This deliverable is already paid.',
};

/**
 * Moves one deliverable: a conditional update (only from an allowed state, and only while its match is
 * contracted), the domain event and the caller's follow-ups (`also`, e.g. the new submission row) commit
 * together or not at all. A deliverable that moved meanwhile gives 409. Callers have checked tenancy.
 */
export const transitionDeliverable = async ({
  db,
  deliverable,
  action,
  actorId,
  set = {},
  also = [],
  payload = {},
}: {
  db: Db;
  deliverable: Pick<DeliverableRow, 'id' | 'status' | 'matchId' | 'campaignId'> & {
    creatorId: string;
    brandId: string;
  };
  action: DeliverableAction;
  actorId: string | null;
  set?: Partial<Pick<DeliverableRow, 'postUrl' | 'revisionsUsed'>>;
  also?: BatchItem<'sqlite'>[];
  payload?: Record<string, unknown>;
}): Promise<{ status: TDeliverableStatus; event: DomainEvent; at: string }> => {
  const rule = DELIVERABLE_ACTIONS[action];
  const at = new Date().toISOString();
  // The price moves escrow → creator in the same batch when this move is the deliverable's release trigger.
  const release =
    action === 'approve' || action === 'publish'
      ? await releaseSteps(db, deliverable, action === 'approve' ? 'approval' : 'publication')
      : { steps: [], payload: null };
  const { event, insert } = newDomainEvent(db, rule.event, {
    deliverable_id: deliverable.id,
    match_id: deliverable.matchId,
    campaign_id: deliverable.campaignId,
    creator_id: deliverable.creatorId,
    brand_id: deliverable.brandId,
    from: deliverable.status,
    to: rule.to,
    actor_id: actorId,
    ...payload,
    ...(release.payload ? { payment: release.payload } : {}),
  });
  const contracted = db
    .select({ id: campaignMatches.id })
    .from(campaignMatches)
    .where(and(eq(campaignMatches.id, deliverable.matchId), eq(campaignMatches.status, 'contracted')));
  await runGuardedBatch(
    db,
    [
      db
        .update(deliverables)
        .set({ ...set, status: rule.to, ...(rule.stamp ? { [rule.stamp]: at } : {}) })
        .where(
          and(
            eq(deliverables.id, deliverable.id),
            inArray(deliverables.status, [...rule.from]),
            inArray(deliverables.matchId, contracted),
          ),
        ),
      abortUnlessChanged(db),
      insert,
      ...also,
      ...release.steps,
    ],
    CONFLICT_DETAIL[action],
  );
  return { status: rule.to, event, at };
};
