import { isNull } from 'drizzle-orm';
import { contracts, pitches } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { buildTerms } from '../contracts/contract-terms';
import { movesMoney } from '../creator-spend/match-money';
import { planMove, runMove, type MatchAction, type MovePlan } from '../matches/lifecycle';
import { readMoveFacts, type MoveFacts } from '../matches/move-facts';
import { recordRound } from '../matches/offer-rounds';
import { matchDetailReads, toMatchDetail } from './my-matches';
import { rateLabel } from './rate-label';

/** A creator's move, planned from what was read (`facts`); `user` is complete by then (a folded request's check). */
type Move = { db: Db; user: UserRow; facts: MoveFacts };

export const assertCanCommit = (user: UserRow, what: string) => {
  if (user.status !== 'ACTIVE')
    throw new AppError(
      'creator_not_approved',
      `Your profile is waiting for approval. You can ${what} once it is approved.`,
      { status: 403 },
    );
};

/**
 * A creator's move on their own match (another creator's is a 404) in two round trips: the match with what the
 * move decides from (on a folded request the session check rides along), then the move's guarded batch, which
 * ends with the match's detail as it is after the move — the answer.
 */
export const moveMyMatch = async ({
  db,
  user,
  creatorId,
  matchId,
  action,
  plan,
}: {
  db: Db;
  user: UserRow;
  creatorId: string;
  matchId: string;
  action: MatchAction;
  plan: (move: Move) => MovePlan;
}) => {
  const { facts } = await readMoveFacts({ db, matchKey: matchId, owner: { creatorId }, withMoney: movesMoney(action) });
  if (!facts) throw notFound('campaign match');
  const move = plan({ db, user, facts });
  const detail = await runMove({ db, plan: move, reads: [...matchDetailReads({ db, creatorId, matchId })] });
  return { event: move.event, detail: toMatchDetail(detail, user.id) };
};

/** Says yes to an invitation (→ applied, waiting for the brand's terms), optionally with a note and a rate. */
export const acceptInvitation =
  ({ message, proposedRateCents }: { message?: string; proposedRateCents?: number | null }) =>
  ({ db, user, facts: { match } }: Move) => {
    assertCanCommit(user, 'accept');
    return planMove({
      db,
      match,
      action: 'accept_invitation',
      actorId: user.id,
      note: 'Accepted the invitation',
      money: null,
      also: message
        ? [
            db.insert(pitches).values({
              matchId: match.id,
              campaignId: match.campaignId,
              message,
              proposedRateCents: proposedRateCents ?? null,
            }),
          ]
        : [],
    });
  };

/** Accepts the offered rate and deliverables; the contract is drawn up from them (a terms snapshot) at once. */
export const acceptOffer = ({ db, user, facts: { match, context } }: Move) => {
  assertCanCommit(user, 'accept');
  const terms = buildTerms(context);
  return planMove({
    db,
    match,
    action: 'accept_offer',
    actorId: user.id,
    note: 'Accepted the offer',
    money: null,
    also: [
      db
        .insert(contracts)
        .values({ matchId: match.id, terms })
        .onConflictDoUpdate({ target: contracts.matchId, set: { terms }, setWhere: isNull(contracts.creatorSignedAt) }),
    ],
  });
};

/** Turns down an invitation or an offer (returning any hold of it), with an optional reason for the brand. */
export const declineMatch =
  ({ reason }: { reason?: string }) =>
  ({ db, user, facts: { match, money } }: Move) =>
    planMove({ db, match, action: 'decline', actorId: user.id, note: reason || 'Declined by the creator', money });

/** Answers the brand's offer with the creator's own rate and a note: the brand's turn to accept, change or decline. */
export const counterOffer =
  ({ rateCents, message }: { rateCents: number; message: string }) =>
  ({ db, user, facts: { match, context } }: Move) => {
    assertCanCommit(user, 'accept');
    if (match.status === 'proposed' && match.offeredRateCents === rateCents)
      throw fieldError('rate_cents', 'That is the rate on offer: accept the offer instead.');
    return planMove({
      db,
      match,
      action: 'counter',
      actorId: user.id,
      note: message,
      money: null,
      payload: { rate_cents: rateCents, rate_label: rateLabel(context.campaign.currency, rateCents) },
      also: [recordRound({ db, round: { matchId: match.id, side: 'creator', rateCents, message, actorId: user.id } })],
    });
  };
