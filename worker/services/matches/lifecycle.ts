import { and, eq, inArray } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { campaignMatches, matchTransitions } from '../../../db/schema';
import type { BatchResults, Db } from '../../lib/db';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { AppError } from '../../lib/errors';
import { assertOfferFits, matchMoneySteps, movesMoney } from '../creator-spend/match-money';
import { loadMatchMoneyContext, type MatchMoneyContext } from '../creator-spend/match-money-context';
import { newDomainEvent, type DomainEvent, type DomainEventType } from '../outbox/outbox';

export type MatchStatus = (typeof campaignMatches.$inferSelect)['status'];
export type MatchRow = typeof campaignMatches.$inferSelect;
export type MatchSide = 'brand' | 'creator' | 'system';

/** A match's move as a domain event: the match and its owners, the status before and after, and who made it. */
export const matchMoveEvent = ({
  db,
  type,
  match,
  from,
  to,
  actorId,
  payload = {},
}: {
  db: Db;
  type: DomainEventType;
  match: Pick<MatchRow, 'id' | 'campaignId' | 'creatorId' | 'brandId'>;
  from: MatchStatus | null;
  to: MatchStatus;
  actorId: string | null;
  payload?: Record<string, unknown>;
}) =>
  newDomainEvent({
    db,
    type,
    payload: {
      ...payload,
      match_id: match.id,
      campaign_id: match.campaignId,
      creator_id: match.creatorId,
      brand_id: match.brandId,
      from,
      to,
      actor_id: actorId,
    },
  });

/**
 * The one table of campaign-match moves (DESIGN §6): which side may make each, from which states, to which.
 * invited | applied → proposed → accepted → contracted → completed; side exits declined, removed, expired.
 */
export const MATCH_ACTIONS = {
  /** The creator says yes to an invitation and waits for the brand's terms. */
  accept_invitation: { from: ['invited'], to: 'applied', sides: ['creator'], event: 'match.applied' },
  /**
   * The brand offers rates and deliverables: first offer, a revision while it is open, an answer to a
   * counter-offer, or a new offer after one was declined (the service checks that an offer was declined).
   */
  propose: {
    from: ['invited', 'applied', 'proposed', 'countered', 'declined'],
    to: 'proposed',
    sides: ['brand'],
    event: 'match.proposed',
  },
  /** The creator answers the offer with their own rate and a note; the brand's turn. */
  counter: { from: ['proposed'], to: 'countered', sides: ['creator'], event: 'match.countered' },
  accept_offer: { from: ['proposed'], to: 'accepted', sides: ['creator'], event: 'match.accepted' },
  /** The brand takes the creator's counter-offer: its rate becomes the agreed fee. */
  accept_counter: { from: ['countered'], to: 'accepted', sides: ['brand'], event: 'match.accepted' },
  /** The creator turns down an invitation or an offer, or withdraws a counter-offer. */
  decline: { from: ['invited', 'proposed', 'countered'], to: 'declined', sides: ['creator'], event: 'match.declined' },
  /** The brand turns down an application (a pitch) or a counter-offer. */
  reject: { from: ['applied', 'countered'], to: 'declined', sides: ['brand'], event: 'match.declined' },
  sign_contract: { from: ['accepted'], to: 'contracted', sides: ['creator'], event: 'match.contracted' },
  complete: { from: ['contracted'], to: 'completed', sides: ['brand', 'system'], event: 'match.completed' },
  remove: {
    from: ['invited', 'applied', 'proposed', 'countered', 'accepted'],
    to: 'removed',
    sides: ['brand'],
    event: 'match.removed',
  },
  expire: {
    from: ['invited', 'applied', 'proposed', 'countered'],
    to: 'expired',
    sides: ['brand', 'system'],
    event: 'match.expired',
  },
} as const satisfies Record<
  string,
  { from: readonly MatchStatus[]; to: MatchStatus; sides: readonly MatchSide[]; event: DomainEventType }
>;

export type MatchAction = keyof typeof MATCH_ACTIONS;

export const canMove = (action: MatchAction, status: MatchStatus) =>
  (MATCH_ACTIONS[action].from as readonly MatchStatus[]).includes(status);

type MoveInput = {
  db: Db;
  match: Pick<MatchRow, 'id' | 'status' | 'version' | 'campaignId' | 'creatorId' | 'brandId'>;
  action: MatchAction;
  actorId: string | null;
  note?: string;
  set?: Partial<
    Pick<MatchRow, 'removalReasonId' | 'removalNote' | 'offeredRateCents' | 'offeredDeliverables' | 'offerMessage'>
  >;
  also?: BatchItem<'sqlite'>[];
  /** Extra facts for the event's readers (e.g. the rate of a counter-offer). */
  payload?: Record<string, unknown>;
};

/** One planned move: the steps of its guarded batch, the event it commits, and what a lost guard means. */
export type MovePlan = {
  status: MatchStatus;
  event: DomainEvent;
  steps: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]];
  conflictDetail: string;
  /** To explain a lost race of an offer with the figures (a racing offer may have taken the funds or the budget). */
  recheck: ((db: Db) => Promise<void>) | null;
};

/**
 * Plans one move of a match, with nothing read: a compare-and-set update (only from an allowed state, and only if
 * the row is still the version the caller read — so of N identical requests racing, exactly one moves it, even for
 * a move that keeps the status, such as revising an offer), the transition record, the domain event, any follow-up
 * statements (`also`, e.g. a contract row) and the money the move moves (DESIGN §12: holds, their return, escrow at
 * signing; from `money`, read beforehand with the match) — to commit together or not at all. A match that moved
 * meanwhile, or is in a state the action cannot leave, gives 409. Callers have checked tenancy and the side.
 */
export const planMove = ({
  db,
  match,
  action,
  actorId,
  note,
  set = {},
  also = [],
  payload = {},
  money,
}: MoveInput & { money: MatchMoneyContext | null }): MovePlan => {
  const rule = MATCH_ACTIONS[action];
  const now = new Date().toISOString();
  const movable = canMove(action, match.status);
  if (movesMoney(action) && movable && !money) throw new Error(`The money of ${action} was not read`);
  const moneySteps =
    money && movable
      ? matchMoneySteps({ db, ctx: money, move: { match, action, offeredRateCents: set.offeredRateCents } })
      : [];
  const { event, insert } = matchMoveEvent({
    db,
    type: rule.event,
    match,
    from: match.status,
    to: rule.to,
    actorId,
    payload,
  });
  const offered = set.offeredRateCents;
  return {
    status: rule.to,
    event,
    steps: [
      db
        .update(campaignMatches)
        .set({ ...set, status: rule.to, statusChangedAt: now, statusChangedBy: actorId, version: match.version + 1 })
        .where(
          and(
            eq(campaignMatches.id, match.id),
            eq(campaignMatches.version, match.version),
            eq(campaignMatches.status, match.status),
            inArray(campaignMatches.status, [...rule.from]),
          ),
        ),
      abortUnlessChanged(db),
      db
        .insert(matchTransitions)
        .values({ matchId: match.id, fromStatus: match.status, toStatus: rule.to, actorId, note }),
      insert,
      ...also,
      ...moneySteps,
    ],
    conflictDetail: movable
      ? 'This match changed meanwhile: reload it and try again.'
      : `This match is ${match.status === rule.to ? 'already ' + rule.to : 'no longer in a state that allows this'}.`,
    recheck:
      money && offered != null
        ? async (db) => assertOfferFits(await loadMatchMoneyContext({ db, match }), offered)
        : null,
  };
};

/**
 * Runs a planned move as one guarded batch, followed in the same batch by `reads` (they see the move: the answer,
 * with no round trip of its own), and returns what the reads returned.
 */
export const runMove = async <R extends BatchItem<'sqlite'>[]>({
  db,
  plan,
  reads = [] as unknown as [...R],
}: {
  db: Db;
  plan: MovePlan;
  reads?: [...R];
}) => {
  try {
    const results = await runGuardedBatch(db, [...plan.steps, ...reads] as MovePlan['steps'], plan.conflictDetail);
    return results.slice(plan.steps.length) as BatchResults<R>;
  } catch (e) {
    // A lost race of an offer: say why with the figures when the funds or the budget no longer fit (one more read).
    if (plan.recheck && e instanceof AppError && e.code === 'conflict') await plan.recheck(db);
    throw e;
  }
};

/** Moves one match, reading its money first when the move may touch money (for moves made outside a request). */
export const transitionMatch = async (input: MoveInput): Promise<{ status: MatchStatus; event: DomainEvent }> => {
  const { db, match, action } = input;
  const money = movesMoney(action) && canMove(action, match.status) ? await loadMatchMoneyContext({ db, match }) : null;
  const plan = planMove({ ...input, money });
  await runMove({ db, plan });
  return { status: plan.status, event: plan.event };
};
