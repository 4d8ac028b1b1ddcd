import { asc, eq } from 'drizzle-orm';
import { matchOffers, users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TDeliverableTemplate } from '../../schemas/campaign';
import type { TOfferRound } from '../../schemas/negotiation';

/** The statement recording one round of a negotiation, to run in the same batch as the match's move. */
export const recordRound = ({
  db,
  round,
}: {
  db: Db;
  round: {
    matchId: string;
    side: 'brand' | 'creator';
    rateCents: number;
    deliverables?: TDeliverableTemplate[] | null;
    message?: string | null;
    actorId: string | null;
  };
}) =>
  db.insert(matchOffers).values({
    matchId: round.matchId,
    side: round.side,
    rateCents: round.rateCents,
    deliverables: round.deliverables ?? null,
    message: round.message ?? null,
    actorId: round.actorId,
  });

/** Every round of a match's negotiation, oldest first, as both sides see it (a query for a batch). */
export const offerRoundsQuery = ({ db, matchId }: { db: Db; matchId: string }) =>
  db
    .select({ o: matchOffers, first: users.firstName, last: users.lastName })
    .from(matchOffers)
    .leftJoin(users, eq(users.id, matchOffers.actorId))
    .where(eq(matchOffers.matchId, matchId))
    .orderBy(asc(matchOffers.createdAt));

export const toOfferRounds = (rows: Awaited<ReturnType<typeof offerRoundsQuery>>): TOfferRound[] =>
  rows.map(({ o, first, last }) => ({
    side: o.side,
    rate_cents: o.rateCents,
    deliverables: (o.deliverables as TDeliverableTemplate[] | null) ?? null,
    message: o.message,
    by_name: first ? `${first} ${last ?? ''}`.trim() : null,
    at: o.createdAt,
  }));
