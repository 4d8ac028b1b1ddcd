import { and, eq, isNull } from 'drizzle-orm';
import { campaigns, contracts, pitches, removalReasons } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { conflict, fieldError, notFound } from '../../lib/errors';
import type { TDeliverableTemplate } from '../../schemas/campaign';
import type { TCounterResponse } from '../../schemas/negotiation';
import { buildTerms, loadContractContext } from '../contracts/contract-terms';
import { transitionMatch, type MatchRow } from '../matches/lifecycle';
import { latestCounter, recordRound } from '../matches/offer-rounds';
import { loadOwnMatch } from './match-rows';

type Actor = { db: Db; brandId: string; actorId: string };

const assertRemovalReason = async (db: Db, id: string) => {
  const [reason] = await db
    .select({ id: removalReasons.id })
    .from(removalReasons)
    .where(eq(removalReasons.id, id))
    .limit(1);
  if (!reason) throw fieldError('removal_reason_id', 'Choose one of the listed reasons.');
};

/** A pending pitch of the match is answered along with the match's move (same batch). */
const closePitch = (db: Db, matchId: string, actorId: string, status: 'accepted' | 'declined') =>
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
 * the match's negotiation history.
 */
const proposeOffer = async ({
  db,
  brandId,
  actorId,
  match,
  rateCents,
  deliverables,
  message,
}: Actor & { match: MatchRow; rateCents: number; deliverables: TDeliverableTemplate[]; message?: string }) => {
  const [campaign] = await db
    .select({ status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, match.campaignId))
    .limit(1);
  if (campaign?.status !== 'active') throw conflict('Offers can only be made on an active campaign.');
  if (isSameOffer(match, rateCents, deliverables, message)) throw conflict('This offer is already on the table.');
  if (match.status === 'declined' && match.offeredRateCents == null)
    throw conflict('Only a declined offer can be followed by a new one; this creator declined the invitation.');
  return transitionMatch({
    db,
    match: { ...match, brandId },
    action: 'propose',
    actorId,
    note: message,
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

export const proposeRates = async (
  input: Actor & { matchId: string; rateCents: number; deliverables: TDeliverableTemplate[]; message?: string },
) => proposeOffer({ ...input, match: await loadOwnMatch({ db: input.db, brandId: input.brandId, id: input.matchId }) });

/** Removes a creator from the campaign with a reason (any state before a contract). */
export const removeFromCampaign = async ({
  db,
  brandId,
  actorId,
  matchId,
  reasonId,
  note,
}: Actor & { matchId: string; reasonId: string; note?: string }) => {
  await assertRemovalReason(db, reasonId);
  const match = await loadOwnMatch({ db, brandId, id: matchId });
  return transitionMatch({
    db,
    match,
    action: 'remove',
    actorId,
    note,
    set: { removalReasonId: reasonId, removalNote: note ?? null },
    also: [closePitch(db, match.id, actorId, 'declined')],
  });
};

/** Declines an application (a pitch) with a reason. */
const rejectApplication = async ({
  db,
  brandId,
  actorId,
  match,
  reasonId,
  note,
}: Actor & { match: MatchRow; reasonId: string; note?: string }) => {
  await assertRemovalReason(db, reasonId);
  return transitionMatch({
    db,
    match: { ...match, brandId },
    action: 'reject',
    actorId,
    note,
    set: { removalReasonId: reasonId, removalNote: note ?? null },
    also: [closePitch(db, match.id, actorId, 'declined')],
  });
};

export const completeMatch = async ({
  db,
  brandId,
  actorId,
  matchId,
  note,
}: Actor & { matchId: string; note?: string }) =>
  transitionMatch({ db, match: await loadOwnMatch({ db, brandId, id: matchId }), action: 'complete', actorId, note });

/** Closes an invitation, application or offer that is no longer wanted. */
export const expireMatch = async ({ db, brandId, actorId, matchId }: Actor & { matchId: string }) => {
  const match = await loadOwnMatch({ db, brandId, id: matchId });
  return transitionMatch({
    db,
    match,
    action: 'expire',
    actorId,
    note: 'Expired by the brand',
    also: [closePitch(db, match.id, actorId, 'declined')],
  });
};

/**
 * Answers a pitch. Accepting makes the brand's offer at once: the pitch's proposed rate (or the campaign's lowest
 * per-creator rate when the pitch named none) for the campaign's deliverable templates; declining rejects the
 * application with a removal reason.
 */
export const respondToPitch = async ({
  db,
  brandId,
  actorId,
  pitchId,
  response,
}: Actor & {
  pitchId: string;
  response: { response: 'accept'; note?: string } | { response: 'decline'; removal_reason_id: string; note?: string };
}) => {
  const [pitch] = await db.select().from(pitches).where(eq(pitches.id, pitchId)).limit(1);
  if (!pitch) throw notFound('pitch');
  const match = await loadOwnMatch({ db, brandId, id: pitch.matchId }).catch(() => {
    throw notFound('pitch');
  });
  if (pitch.status !== 'pending') throw conflict(`This pitch was already ${pitch.status}.`);
  if (response.response === 'decline')
    return rejectApplication({
      db,
      brandId,
      actorId,
      match,
      reasonId: response.removal_reason_id,
      note: response.note,
    });
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, match.campaignId)).limit(1);
  const rate = pitch.proposedRateCents ?? campaign?.rateMinCents ?? null;
  if (rate == null)
    throw conflict('The pitch names no rate and the campaign has no per-creator rate: propose rates instead.');
  if (!campaign?.deliverableTemplates.length)
    throw conflict('The campaign has no deliverables yet: propose rates and deliverables instead.');
  return proposeOffer({
    db,
    brandId,
    actorId,
    match,
    rateCents: rate,
    deliverables: campaign.deliverableTemplates as TDeliverableTemplate[],
    message: response.note,
  });
};

/**
 * Answers the creator's counter-offer. Accepting makes its rate the agreed fee for the deliverables on the table
 * and draws up the contract (as when the creator accepts an offer); declining closes the negotiation, and the
 * brand may still follow with a new offer. Changing it is a new offer (`proposeRates`).
 */
export const respondToCounter = async ({
  db,
  brandId,
  actorId,
  matchId,
  response,
}: Actor & { matchId: string; response: TCounterResponse }) => {
  const match = await loadOwnMatch({ db, brandId, id: matchId });
  if (match.status !== 'countered') throw conflict('There is no counter-offer waiting for an answer on this match.');
  if (response.response === 'decline')
    return transitionMatch({
      db,
      match,
      action: 'reject',
      actorId,
      note: response.note || 'Declined the counter-offer',
    });
  const counter = await latestCounter({ db, matchId: match.id });
  if (!counter) throw conflict('There is no counter-offer waiting for an answer on this match.');
  const agreed = { ...match, offeredRateCents: counter.rateCents };
  const terms = buildTerms(await loadContractContext({ db, match: agreed }));
  return transitionMatch({
    db,
    match,
    action: 'accept_counter',
    actorId,
    note: 'Accepted the counter-offer',
    set: { offeredRateCents: counter.rateCents },
    also: [
      db
        .insert(contracts)
        .values({ matchId: match.id, terms })
        .onConflictDoUpdate({ target: contracts.matchId, set: { terms }, setWhere: isNull(contracts.creatorSignedAt) }),
    ],
  });
};
