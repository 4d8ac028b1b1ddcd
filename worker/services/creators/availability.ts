import { and, asc, count, eq, gte } from 'drizzle-orm';
import { campaignMatches, creatorProfiles, creatorUnavailableDates } from '../../../db/schema';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../../lib/db';
import type { TAvailability } from '../../schemas/creator-rates';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const availabilityReads = (db: Db, creatorId: string) =>
  [
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
  ] as const;
type AvailabilityRows = readonly [
  Awaited<ReturnType<typeof availabilityReads>[0]>,
  Awaited<ReturnType<typeof availabilityReads>[1]>,
  Awaited<ReturnType<typeof availabilityReads>[2]>,
];

const toAvailability = ([dates, profile, active]: AvailabilityRows): TAvailability => ({
  unavailable_dates: dates.map((d) => d.date),
  max_concurrent_campaigns: profile[0]?.max ?? 3,
  active_campaigns: active[0]?.n ?? 0,
});

export const loadAvailability = async ({ db, creatorId }: { db: Db; creatorId: string }): Promise<TAvailability> =>
  toAvailability(await db.batch(availabilityReads(db, creatorId)));

/**
 * Replaces the upcoming unavailable days (past ones stay as history) and/or the concurrency limit, atomically, in
 * one batch that ends by reading the answer (after the session's round trip: two in all).
 */
export const updateAvailability = async ({
  db,
  creatorId,
  input,
}: {
  db: Db;
  creatorId: string;
  input: { unavailable_dates?: string[]; max_concurrent_campaigns?: number };
}) => {
  const dates = input.unavailable_dates;
  const max = input.max_concurrent_campaigns;
  const writes: BatchItem<'sqlite'>[] = [
    ...(max !== undefined
      ? [db.update(creatorProfiles).set({ maxConcurrentCampaigns: max }).where(eq(creatorProfiles.id, creatorId))]
      : []),
    ...(dates
      ? [
          db
            .delete(creatorUnavailableDates)
            .where(
              and(eq(creatorUnavailableDates.creatorId, creatorId), gte(creatorUnavailableDates.date, yesterday())),
            ),
          ...(dates.length
            ? [
                db
                  .insert(creatorUnavailableDates)
                  .values(dates.map((date) => ({ creatorId, date })))
                  .onConflictDoNothing(),
              ]
            : []),
        ]
      : []),
  ];
  const steps = [...writes, ...availabilityReads(db, creatorId)] as unknown as [
    BatchItem<'sqlite'>,
    ...BatchItem<'sqlite'>[],
  ];
  return toAvailability((await db.batch(steps)).slice(writes.length) as unknown as AvailabilityRows);
};
