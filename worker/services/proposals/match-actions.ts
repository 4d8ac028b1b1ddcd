import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { contracts, pitches, removalReasons } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { conflict, fieldError, notFound } from '../../lib/errors';
import type { TDeliverableTemplate } from '../../schemas/campaign';
import type { TCounterResponse } from '../../schemas/negotiation';
import { buildTerms } from '../contracts/contract-terms';
import { planMove, runMove, type MatchRow, type MovePlan } from '../matches/lifecycle';
import { readMoveFacts, type MoveFacts } from '../matches/move-facts';
import { recordRound } from '../matches/offer-rounds';

type Actor = { db: Db; brandId: string; actorId: string };

const reasonQuery = (db: Db, id: string) =>
  db.select({ id: removalReasons.id }).from(removalReasons).where(eq(removalReasons.id, id)).limit(1);

const assertRemovalReason = (found: { id: string }[]) => {
  if (!found.length) throw fieldError('removal_reason_id', 'Choose one of the listed reasons.');
};

/** The acting brand's match (keyed by its id or a subquery giving it) with what a move decides from; else a 404. */
const readOwnMatch = async <X extends BatchItem<'sqlite'>[]>(
  { db, brandId }: Actor,
  matchKey: string | SQL,
  extra?: [...X],
) => readMoveFacts({ db, matchKey, owner: { brandId }, withMoney: true, extra });

const found = (facts: MoveFacts | null, what = 'campaign match') => {
  if (!facts) throw notFound(what);
  return facts;
};

/** Runs a planned move: the status it reached and its event. */
const run = async (db: Db, plan: MovePlan) => {
  await runMove({ db, plan });
  return { status: plan.status, event: plan.event };
};

/** A pending pitch of the match is answered along with the match's move (same batch). */
const closePitch = (db: Db, matchId: string, actorId: string | null, status: 'accepted' | 'declined') =>
  db
    .update(pitches)
    .set({ status, respondedAt: new Date().toISOString(), respondedBy: actorId })
    .where(and(eq(pitches.matchId, matchId), eq(pitches.status, 'pending')));

/** A revision identical to the open offer changes nothing (and so N identical requests make one offer). */
const isSameOffer = (match: MatchRow, rateCents: number, deliverables: TDeliverableTemplate[], message?: string) =>
  match.status === 'proposed' &&
  match.offeredRateCents === rateCents &&
  JSON.stringify(match.offeredDeliverables) === JSON.stringify(deliverables) &&
  (match.offerMessage ?? null) === (message ?? null);

/**
 * Offers rates and deliverables (Creator Proposal) to an invited or applied creator, revises an open offer,
 * answers a counter-offer with new terms, or follows a declined offer with a new one. Every offer is a round of
 * the match's negotiation history. Planned from the match as read; the funds it holds move in the same batch.
 */
const proposeOffer = ({
  db,
  actorId,
  facts: { match, context, money },
  rateCents,
  deliverables,
  message,
}: Actor & { facts: MoveFacts; rateCents: number; deliverables: TDeliverableTemplate[]; message?: string }) => {
  if (context.campaign.status !== 'active') throw conflict('Offers can only be made on an active campaign.');
  if (isSameOffer(match, rateCents, deliverables, message)) throw conflict('This offer is already on the table.');
  if (match.status === 'declined' && match.offeredRateCents == null)
    throw conflict('Only a declined offer can be followed by a new one; this creator declined the invitation.');
  return planMove({
    db,
    match,
    action: 'propose',
    actorId,
    note: message,
    money,
    set: {
      offeredRateCents: rateCents,
      offeredDeliverables: deliverables,
      offerMessage: message ?? null,
      removalReasonId: null,
      removalNote: null,
    },
    also: [
      closePitch(db, match.id, actorId, 'accepted'),
      recordRound({ db, round: { matchId: match.id, side: 'brand', rateCents, deliverables, message, actorId } }),
    ],
  });
};

/** Each brand move below takes two round trips: the match with what it decides from, then its guarded batch. */
export const proposeRates = async (
  input: Actor & { matchId: string; rateCents: number; deliverables: TDeliverableTemplate[]; message?: string },
) => {
  const { facts } = await readOwnMatch(input, input.matchId);
  return run(input.db, proposeOffer({ ...input, facts: found(facts) }));
};

/** Declines an application or removes a creator, with a reason: any hold goes back in the same batch. */
const closeWithReason = ({
  db,
  actorId,
  facts: { match, money },
  action,
  reasonId,
  note,
}: Actor & { facts: MoveFacts; action: 'remove' | 'reject'; reasonId: string; note?: string }) =>
  planMove({
    db,
    match,
    action,
    actorId,
    note,
    money,
    set: { removalReasonId: reasonId, removalNote: note ?? null },
    also: [closePitch(db, match.id, actorId, 'declined')],
  });

/** Removes a creator from the campaign with a reason (any state before a contract). */
export const removeFromCampaign = async (input: Actor & { matchId: string; reasonId: string; note?: string }) => {
  const { facts, extra } = await readOwnMatch(input, input.matchId, [reasonQuery(input.db, input.reasonId)]);
  assertRemovalReason(extra[0]);
  return run(input.db, closeWithReason({ ...input, facts: found(facts), action: 'remove' }));
};

export const completeMatch = async (input: Actor & { matchId: string; note?: string }) => {
  const { match, money } = found((await readOwnMatch(input, input.matchId)).facts);
  const { db, actorId, note } = input;
  return run(db, planMove({ db, match, action: 'complete', actorId, note, money }));
};

/**
 * Plans the close of an invitation, application or offer: the match expires, any hold of its offer goes back to the
 * wallet and a pending pitch is declined, in the move's batch. The one way the brand closes an open match, alone or
 * with its campaign (`payload` tells the creator's notice why); the system (actor null) uses it for a closed campaign's
 * leftovers.
 */
export const planExpiry = ({
  db,
  actorId,
  match,
  money,
  note = 'Expired by the brand',
  payload,
}: Pick<Actor, 'db'> & { actorId: string | null } & Pick<MoveFacts, 'match' | 'money'> & {
    note?: string;
    payload?: Record<string, unknown>;
  }) =>
  planMove({
    db,
    match,
    action: 'expire',
    actorId,
    note,
    money,
    payload,
    also: [closePitch(db, match.id, actorId, 'declined')],
  });

/** Closes an invitation, application or offer that is no longer wanted. */
export const expireMatch = async (input: Actor & { matchId: string }) => {
  const { match, money } = found((await readOwnMatch(input, input.matchId)).facts);
  return run(input.db, planExpiry({ ...input, match, money }));
};

/**
 * Answers a pitch. Accepting makes the brand's offer at once: the pitch's proposed rate (or the campaign's lowest
 * per-creator rate when the pitch named none) for the campaign's deliverable templates; declining rejects the
 * application with a removal reason. The pitch is read with its match (keyed by the pitch) in the one read.
 */
export const respondToPitch = async ({
  pitchId,
  response,
  ...actor
}: Actor & {
  pitchId: string;
  response: { response: 'accept'; note?: string } | { response: 'decline'; removal_reason_id: string; note?: string };
}) => {
  const { db } = actor;
  const pitchQuery = db.select().from(pitches).where(eq(pitches.id, pitchId)).limit(1);
  const reason = reasonQuery(db, response.response === 'decline' ? response.removal_reason_id : '');
  const matchOfPitch = sql`(SELECT ${pitches.matchId} FROM ${pitches} WHERE ${pitches.id} = ${pitchId})`;
  const { facts, extra } = await readOwnMatch(actor, matchOfPitch, [pitchQuery, reason]);
  const [[pitch], reasons] = extra;
  if (!pitch || !facts) throw notFound('pitch');
  if (pitch.status !== 'pending') throw conflict(`This pitch was already ${pitch.status}.`);
  if (response.response === 'decline') {
    assertRemovalReason(reasons);
    const decline = { reasonId: response.removal_reason_id, note: response.note };
    return run(db, closeWithReason({ ...actor, facts, action: 'reject', ...decline }));
  }
  const campaign = facts.context.campaign;
  const rate = pitch.proposedRateCents ?? campaign.rateMinCents ?? null;
  if (rate == null)
    throw conflict('The pitch names no rate and the campaign has no per-creator rate: propose rates instead.');
  if (!campaign.deliverableTemplates.length)
    throw conflict('The campaign has no deliverables yet: propose rates and deliverables instead.');
  const deliverables = campaign.deliverableTemplates as TDeliverableTemplate[];
  return run(db, proposeOffer({ ...actor, facts, rateCents: rate, deliverables, message: response.note }));
};

/**
 * Answers the creator's counter-offer. Accepting makes its rate the agreed fee for the deliverables on the table
 * and draws up the contract (as when the creator accepts an offer); declining closes the negotiation, and the
 * brand may still follow with a new offer. Changing it is a new offer (`proposeRates`).
 */
export const respondToCounter = async ({
  matchId,
  response,
  ...actor
}: Actor & { matchId: string; response: TCounterResponse }) => {
  const { db, actorId } = actor;
  const { match, context, counter, money } = found((await readOwnMatch(actor, matchId)).facts);
  if (match.status !== 'countered' || !counter)
    throw conflict('There is no counter-offer waiting for an answer on this match.');
  if (response.response === 'decline')
    return run(
      db,
      planMove({ db, match, action: 'reject', actorId, note: response.note || 'Declined the counter-offer', money }),
    );
  const terms = buildTerms({ ...context, match: { ...match, offeredRateCents: counter.rateCents } });
  return run(
    db,
    planMove({
      db,
      match,
      action: 'accept_counter',
      actorId,
      note: 'Accepted the counter-offer',
      money,
      set: { offeredRateCents: counter.rateCents },
      also: [
        db
          .insert(contracts)
          .values({ matchId: match.id, terms })
          .onConflictDoUpdate({
            target: contracts.matchId,
            set: { terms },
            setWhere: isNull(contracts.creatorSignedAt),
          }),
      ],
    }),
  );
};
