import { eq, sql, type SQL } from 'drizzle-orm';
import { creatorProfiles } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TCreatorOnboardingFlag } from '../../schemas/creator-profile';
import { CREATOR_ONBOARDING_FLAGS } from '../../schemas/user';

/**
 * The onboarding JSON with some flags set, merged by SQLite's json_set so two writers changing different flags
 * never undo each other (a read-modify-write in the Worker would).
 */
export const withFlags = (flags: Partial<Record<TCreatorOnboardingFlag, boolean>>): SQL => {
  const args = Object.entries(flags).flatMap(([name, value]) => [
    sql`${`$.${name}`}`,
    sql.raw(value ? "json('true')" : "json('false')"),
  ]);
  return sql`json_set(coalesce(${creatorProfiles.onboarding}, '{}'), ${sql.join(args, sql`, `)})`;
};

export const setOnboardingFlags = ({
  db,
  creatorId,
  flags,
}: {
  db: Db;
  creatorId: string;
  flags: Partial<Record<TCreatorOnboardingFlag, boolean>>;
}) =>
  db
    .update(creatorProfiles)
    .set({ onboarding: withFlags(flags) })
    .where(eq(creatorProfiles.id, creatorId));

/** Every spec §3 flag, false when never set. */
export const allFlags = (stored: Record<string, boolean> | null | undefined) =>
  Object.fromEntries(CREATOR_ONBOARDING_FLAGS.map((n) => [n, stored?.[n] === true]));
