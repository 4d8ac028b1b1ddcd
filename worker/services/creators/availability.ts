import { and, asc, count, eq, gte } from 'drizzle-orm';
import { campaignMatches, creatorProfiles, creatorUnavailableDates } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TAvailability } from '../../schemas/creator-rates';
import type { CreatorRow } from './load-creator';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

export const loadAvailability = async ({ db, creatorId }: { db: Db; creatorId: string }): Promise<TAvailability> => {
  const [dates, profile, active] = await db.batch([
    db
      .select({ date: creatorUnavailableDates.date })
      .from(creatorUnavailableDates)
      .where(and(eq(creatorUnavailableDates.creatorId, creatorId), gte(creatorUnavailableDates.date, yesterday())))
      .orderBy(asc(creatorUnavailableDates.date)),
    db
      .select({ max: creatorProfiles.maxConcurrentCampaigns })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.id, creatorId)),
    db
      .select({ n: count() })
      .from(campaignMatches)
      .where(and(eq(campaignMatches.creatorId, creatorId), eq(campaignMatches.status, 'contracted'))),
  ]);
  return {
    unavailable_dates: dates.map((d) => d.date),
    max_concurrent_campaigns: profile[0]?.max ?? 3,
    active_campaigns: active[0]?.n ?? 0,
  };
};

/** Replaces the upcoming unavailable days (past ones stay as history) and/or the concurrency limit, atomically. */
export const updateAvailability = async ({
  db,
  creator,
  input,
}: {
  db: Db;
  creator: CreatorRow;
  input: { unavailable_dates?: string[]; max_concurrent_campaigns?: number };
}) => {
  const dates = input.unavailable_dates;
  await db.batch([
    db
      .update(creatorProfiles)
      .set({ maxConcurrentCampaigns: input.max_concurrent_campaigns ?? creator.maxConcurrentCampaigns })
      .where(eq(creatorProfiles.id, creator.id)),
    ...(dates
      ? [
          db
            .delete(creatorUnavailableDates)
            .where(
              and(eq(creatorUnavailableDates.creatorId, creator.id), gte(creatorUnavailableDates.date, yesterday())),
            ),
          ...(dates.length
            ? [
                db
                  .insert(creatorUnavailableDates)
                  .values(dates.map((date) => ({ creatorId: creator.id, date })))
                  .onConflictDoNothing(),
              ]
            : []),
        ]
      : []),
  ]);
  return loadAvailability({ db, creatorId: creator.id });
};
