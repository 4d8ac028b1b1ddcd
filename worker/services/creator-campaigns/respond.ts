import { isNull } from 'drizzle-orm';
import { contracts, pitches } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError, fieldError } from '../../lib/errors';
import { buildTerms, loadContractContext } from '../contracts/contract-terms';
import { transitionMatch, type MatchRow } from '../matches/lifecycle';
import { recordRound } from '../matches/offer-rounds';
import { rateLabel } from './rate-label';

type Move = { db: Db; user: UserRow; match: MatchRow };

const assertCanCommit = (user: UserRow) => {
  if (user.status !== 'ACTIVE')
    throw new AppError(
      'creator_not_approved',
      'Your profile is waiting for approval. You can accept once it is approved.',
      { status: 403 },
    );
};

/** Says yes to an invitation (→ applied, waiting for the brand's terms), optionally with a note and a rate. */
export const acceptInvitation = async ({
  db,
  user,
  match,
  message,
  proposedRateCents,
}: Move & { message?: string; proposedRateCents?: number | null }) => {
  assertCanCommit(user);
  return transitionMatch({
    db,
    match,
    action: 'accept_invitation',
    actorId: user.id,
    note: 'Accepted the invitation',
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
export const acceptOffer = async ({ db, user, match }: Move) => {
  assertCanCommit(user);
  const terms = buildTerms(await loadContractContext({ db, match }));
  return transitionMatch({
    db,
    match,
    action: 'accept_offer',
    actorId: user.id,
    note: 'Accepted the offer',
    also: [
      db
        .insert(contracts)
        .values({ matchId: match.id, terms })
        .onConflictDoUpdate({ target: contracts.matchId, set: { terms }, setWhere: isNull(contracts.creatorSignedAt) }),
    ],
  });
};

/** Turns down an invitation or an offer, with an optional reason for the brand. */
export const declineMatch = async ({ db, user, match, reason }: Move & { reason?: string }) =>
  transitionMatch({ db, match, action: 'decline', actorId: user.id, note: reason || 'Declined by the creator' });

/** Answers the brand's offer with the creator's own rate and a note: the brand's turn to accept, change or decline. */
export const counterOffer = async ({
  db,
  user,
  match,
  rateCents,
  message,
}: Move & { rateCents: number; message: string }) => {
  assertCanCommit(user);
  if (match.status === 'proposed' && match.offeredRateCents === rateCents)
    throw fieldError('rate_cents', 'That is the rate on offer: accept the offer instead.');
  return transitionMatch({
    db,
    match,
    action: 'counter',
    actorId: user.id,
    note: message,
    payload: {
      rate_cents: rateCents,
      rate_label: await rateLabel({ db, campaignId: match.campaignId, cents: rateCents }),
    },
    also: [recordRound({ db, round: { matchId: match.id, side: 'creator', rateCents, message, actorId: user.id } })],
  });
};
