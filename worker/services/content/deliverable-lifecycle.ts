import { and, eq, inArray } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { campaignMatches, deliverables } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TDeliverableStatus } from '../../schemas/content';
import { planRelease, releaseSteps, type ReleaseFacts, type ReleasePlan } from '../creator-spend/release';
import { newDomainEvent, type DomainEvent, type DomainEventType } from '../outbox/outbox';

export type DeliverableRow = typeof deliverables.$inferSelect;

export const NO_RELEASE: ReleasePlan = { steps: [], payload: null };
type Side = 'brand' | 'creator' | 'system';

/**
 * The one table of deliverable moves (DESIGN §6): pending → submitted → changes_requested ⇄ submitted →
 * approved → published(post URL) → paid. `stamp` names the timestamp column the move sets.
 */
const DELIVERABLE_ACTIONS = {
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

/** The 409's detail when a deliverable is not in a state the action moves it from. */
export const conflictDetailOf = (action: DeliverableAction) => CONFLICT_DETAIL[action];

type MoveInput = {
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
};

/**
 * The statements of one deliverable move, for a guarded batch: a conditional update (only from an allowed state,
 * and only while its match is contracted) that returns the moved row, its guard, the domain event, the caller's
 * follow-ups (`also`) and the release (when this move is the deliverable's release trigger, planned by the caller
 * from `releaseReads`). The moved row is the batch's first result.
 */
export const deliverableMove = ({
  db,
  deliverable,
  action,
  actorId,
  set = {},
  also = [],
  payload = {},
  release,
}: MoveInput & { release: ReleasePlan }) => {
  const rule = DELIVERABLE_ACTIONS[action];
  const at = new Date().toISOString();
  const { event, insert } = newDomainEvent({
    db,
    type: rule.event,
    payload: {
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
    },
  });
  const contracted = db
    .select({ id: campaignMatches.id })
    .from(campaignMatches)
    .where(and(eq(campaignMatches.id, deliverable.matchId), eq(campaignMatches.status, 'contracted')));
  const moved = db
    .update(deliverables)
    .set({ ...set, status: rule.to, ...(rule.stamp ? { [rule.stamp]: at } : {}) })
    .where(
      and(
        eq(deliverables.id, deliverable.id),
        inArray(deliverables.status, [...rule.from]),
        inArray(deliverables.matchId, contracted),
      ),
    )
    .returning();
  return {
    status: rule.to,
    event,
    at,
    conflictDetail: CONFLICT_DETAIL[action],
    steps: [moved, abortUnlessChanged(db), insert, ...also, ...release.steps] as [
      typeof moved,
      ...BatchItem<'sqlite'>[],
    ],
  };
};

/** The trigger whose release a move fires, if any. */
const releaseTriggerOf = (action: DeliverableAction) =>
  action === 'approve' ? 'approval' : action === 'publish' ? 'publication' : null;

/**
 * Moves one deliverable (`deliverableMove`) in one guarded batch, after reading its release when the move fires
 * one (no read when the caller read `releaseReads` in its own batch: `releaseFacts`). A deliverable that moved
 * meanwhile gives 409. Callers have checked tenancy.
 */
export const transitionDeliverable = async ({
  releaseFacts,
  ...input
}: MoveInput & { releaseFacts?: ReleaseFacts }): Promise<{
  status: TDeliverableStatus;
  event: DomainEvent;
  at: string;
}> => {
  const trigger = releaseTriggerOf(input.action);
  const d = input.deliverable;
  const release = !trigger
    ? NO_RELEASE
    : releaseFacts
      ? planRelease({ db: input.db, d, trigger, facts: releaseFacts })
      : await releaseSteps({ db: input.db, d, trigger });
  const { steps, conflictDetail, ...moved } = deliverableMove({ ...input, release });
  await runGuardedBatch(input.db, steps, conflictDetail);
  return moved;
};
