import { eq, sql } from 'drizzle-orm';
import { campaignCheckins } from '../../../db/schema';
import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TCheckinSchedule } from '../../schemas/internal-checkins';
import { brandInScope } from './brand-scope';

const DAY_MS = 86_400_000;

const toSchedule = (row: typeof campaignCheckins.$inferSelect): TCheckinSchedule => ({
  id: row.id,
  campaign_id: row.campaignId,
  interval_days: row.intervalDays,
  next_due_at: row.nextDueAt,
  is_active: row.isActive,
});

/**
 * The upsert of a campaign's check-in, as one statement that only writes for a campaign in the caller's scope:
 * a new schedule starts one interval from now unless told otherwise; an edit keeps the next due time unless given.
 */
const upsertCheckinStatement = ({
  db,
  input,
}: {
  db: Db;
  input: {
    campaignWhere: ReturnType<typeof sql>;
    intervalDays: number;
    isActive: boolean;
    nextDueAt?: string;
    actorId: string;
  };
}) => {
  const firstDue = input.nextDueAt ?? new Date(Date.now() + input.intervalDays * DAY_MS).toISOString();
  return db.run(sql`INSERT INTO campaign_checkins (id, campaign_id, brand_id, interval_days, next_due_at, is_active, created_by, created_at)
    SELECT ${crypto.randomUUID()}, c.id, c.brand_id, ${input.intervalDays}, ${firstDue}, ${input.isActive ? 1 : 0}, ${input.actorId}, ${new Date().toISOString()}
    FROM campaigns c WHERE ${input.campaignWhere}
    ON CONFLICT (campaign_id) DO UPDATE SET interval_days = excluded.interval_days, is_active = excluded.is_active,
      next_due_at = coalesce(${input.nextDueAt ?? null}, campaign_checkins.next_due_at)`);
};

/** Sets a campaign's check-in schedule (strategists of its brand, staff); 404 for a campaign outside their scope. */
export const setCheckinSchedule = async ({
  db,
  auth,
  campaignId,
  input,
}: {
  db: Db;
  auth: Auth;
  campaignId: string;
  input: { interval_days: number; is_active: boolean; next_due_at?: string };
}) => {
  try {
    // The schedule as the upsert leaves it rides in the same batch: no read-back.
    const [, , [row]] = await runGuardedBatch(
      db,
      [
        upsertCheckinStatement({
          db,
          input: {
            campaignWhere: sql`c.id = ${campaignId} AND ${brandInScope(auth, 'c.brand_id')}`,
            intervalDays: input.interval_days,
            isActive: input.is_active,
            nextDueAt: input.next_due_at ? new Date(input.next_due_at).toISOString() : undefined,
            actorId: auth.user.id,
          },
        }),
        abortUnlessChanged(db),
        db.select().from(campaignCheckins).where(eq(campaignCheckins.campaignId, campaignId)),
      ],
      'missing',
    );
    return toSchedule(row!);
  } catch (e) {
    throw e instanceof AppError && e.code === 'conflict' ? notFound('campaign') : e;
  }
};
