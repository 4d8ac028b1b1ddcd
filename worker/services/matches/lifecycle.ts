import { and, eq, inArray } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { campaignMatches, matchTransitions } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { newDomainEvent, type DomainEvent, type DomainEventType } from '../events/outbox';

export type MatchStatus = (typeof campaignMatches.$inferSelect)['status'];
export type MatchRow = typeof campaignMatches.$inferSelect;
export type MatchSide = 'brand' | 'creator' | 'system';

/**
 * The one table of campaign-match moves (DESIGN §6): which side may make each, from which states, to which.
 * invited | applied → proposed → accepted → contracted → completed; side exits declined, removed, expired.
 */
export const MATCH_ACTIONS = {
  /** The creator says yes to an invitation and waits for the brand's terms. */
  accept_invitation: { from: ['invited'], to: 'applied', sides: ['creator'], event: 'match.applied' },
  /** The brand offers rates and deliverables (again, while the offer is open). */
  propose: { from: ['invited', 'applied', 'proposed'], to: 'proposed', sides: ['brand'], event: 'match.proposed' },
  accept_offer: { from: ['proposed'], to: 'accepted', sides: ['creator'], event: 'match.accepted' },
  /** The creator turns down an invitation or an offer. */
  decline: { from: ['invited', 'proposed'], to: 'declined', sides: ['creator'], event: 'match.declined' },
  /** The brand turns down an application (a pitch). */
  reject: { from: ['applied'], to: 'declined', sides: ['brand'], event: 'match.declined' },
  sign_contract: { from: ['accepted'], to: 'contracted', sides: ['creator'], event: 'match.contracted' },
  complete: { from: ['contracted'], to: 'completed', sides: ['brand', 'system'], event: 'match.completed' },
  remove: { from: ['invited', 'applied', 'proposed', 'accepted'], to: 'removed', sides: ['brand'], event: 'match.removed' },
  expire: { from: ['invited', 'applied', 'proposed'], to: 'expired', sides: ['brand', 'system'], event: 'match.expired' },
} as const satisfies Record<string, { from: readonly MatchStatus[]; to: MatchStatus; sides: readonly MatchSide[]; event: DomainEventType }>;

export type MatchAction = keyof typeof MATCH_ACTIONS;

export const canMove = (action: MatchAction, status: MatchStatus) => (MATCH_ACTIONS[action].from as readonly MatchStatus[]).includes(status);

/**
 * Moves one match: a conditional update (only from an allowed state), the transition record, the domain event
 * and any follow-up statements (`also`, e.g. a contract row) commit together or not at all. A match that moved
 * meanwhile, or is in a state the action cannot leave, gives 409. Callers have checked tenancy and the side.
 */
export const transitionMatch = async ({
  db,
  match,
  action,
  actorId,
  note,
  set = {},
  also = [],
}: {
  db: Db;
  match: Pick<MatchRow, 'id' | 'status' | 'campaignId' | 'creatorId' | 'brandId'>;
  action: MatchAction;
  actorId: string | null;
  note?: string;
  set?: Partial<Pick<MatchRow, 'removalReasonId' | 'removalNote' | 'offeredRateCents' | 'offeredDeliverables' | 'offerMessage'>>;
  also?: BatchItem<'sqlite'>[];
}): Promise<{ status: MatchStatus; event: DomainEvent }> => {
  const rule = MATCH_ACTIONS[action];
  const now = new Date().toISOString();
  const { event, insert } = newDomainEvent(db, rule.event, { match_id: match.id, campaign_id: match.campaignId, creator_id: match.creatorId, brand_id: match.brandId, from: match.status, to: rule.to, actor_id: actorId });
  await runGuardedBatch(
    db,
    [
      db
        .update(campaignMatches)
        .set({ ...set, status: rule.to, statusChangedAt: now, statusChangedBy: actorId })
        .where(and(eq(campaignMatches.id, match.id), inArray(campaignMatches.status, [...rule.from]))),
      abortUnlessChanged(db),
      db.insert(matchTransitions).values({ matchId: match.id, fromStatus: match.status, toStatus: rule.to, actorId, note }),
      insert,
      ...also,
    ],
    `This match is ${match.status === rule.to ? 'already ' + rule.to : 'no longer in a state that allows this'}.`,
  );
  return { status: rule.to, event };
};
