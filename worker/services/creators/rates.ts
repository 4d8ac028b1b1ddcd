import { and, asc, eq } from 'drizzle-orm';
import { creatorRates } from '../../../db/schema';
import { inBatch, type Db } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import type { TCreateRate, TCreatorRate } from '../../schemas/creator-rates';
import { isUniqueViolation } from '../../lib/db-errors';

/** A rate row as the API shows it (the creator's own list and a brand's view of a creator). */
export const toRate = (r: typeof creatorRates.$inferSelect): TCreatorRate => ({
  id: r.id,
  platform: r.platform,
  deliverable_type: r.deliverableType,
  rate_cents: r.rateCents,
  currency: r.currency,
});
const DUPLICATE = 'You already have a rate for this deliverable on this platform. Change that one instead.';

/** A creator's rates by platform, then deliverable type (a query, so a caller can put it in its batch). */
export const ratesQuery = ({ db, creatorId }: { db: Db; creatorId: string }) =>
  db
    .select()
    .from(creatorRates)
    .where(eq(creatorRates.creatorId, creatorId))
    .orderBy(asc(creatorRates.platform), asc(creatorRates.deliverableType));

export const listRates = async ({ db, creatorId }: { db: Db; creatorId: string }) =>
  (await inBatch(db, ratesQuery({ db, creatorId }))).map(toRate);

export const createRate = async ({
  db,
  creatorId,
  input,
}: {
  db: Db;
  creatorId: string;
  input: Required<TCreateRate>;
}) => {
  try {
    const [row] = await db
      .insert(creatorRates)
      .values({
        creatorId,
        platform: input.platform,
        deliverableType: input.deliverable_type,
        rateCents: input.rate_cents,
        currency: input.currency,
      })
      .returning();
    return toRate(row!);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(DUPLICATE);
    throw e;
  }
};

export const updateRate = async ({
  db,
  creatorId,
  rateId,
  input,
}: {
  db: Db;
  creatorId: string;
  rateId: string;
  input: { rate_cents?: number; currency?: string };
}) => {
  const [row] = await db
    .update(creatorRates)
    .set({
      ...(input.rate_cents !== undefined ? { rateCents: input.rate_cents } : {}),
      ...(input.currency ? { currency: input.currency } : {}),
    })
    .where(and(eq(creatorRates.id, rateId), eq(creatorRates.creatorId, creatorId)))
    .returning();
  if (!row) throw notFound('rate');
  return toRate(row);
};

export const deleteRate = async ({ db, creatorId, rateId }: { db: Db; creatorId: string; rateId: string }) => {
  const [row] = await db
    .delete(creatorRates)
    .where(and(eq(creatorRates.id, rateId), eq(creatorRates.creatorId, creatorId)))
    .returning({ id: creatorRates.id });
  if (!row) throw notFound('rate');
};
