import { eq, inArray, sql } from 'drizzle-orm';
import { authThrottle } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Failures allowed in a window: per account (e-mail) and per client address. */
export const THROTTLE_LIMITS = { email: 5, ip: 30 } as const;

export type ThrottleKeys = { email: string; ip: string | null };

const keysOf = ({ email, ip }: ThrottleKeys) => [`email:${email}`, ...(ip ? [`ip:${ip}`] : [])];
const limitOf = (key: string) => (key.startsWith('email:') ? THROTTLE_LIMITS.email : THROTTLE_LIMITS.ip);

/** 429 with Retry-After when the account or the address has failed too often in the current window. */
export const assertNotThrottled = async (db: Db, keys: ThrottleKeys) => {
  const rows = await db.select().from(authThrottle).where(inArray(authThrottle.key, keysOf(keys)));
  const now = Date.now();
  for (const row of rows) {
    const windowEnd = Date.parse(row.windowStartedAt) + THROTTLE_WINDOW_MS;
    if (windowEnd > now && row.failures >= limitOf(row.key)) {
      const retryAfter = Math.ceil((windowEnd - now) / 1000);
      throw new AppError('rate_limited', `Too many failed attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`, {
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
  }
};

/** Counts one failure for each key, starting a new window when the old one has passed. */
export const recordFailure = (db: Db, keys: ThrottleKeys) => {
  const now = new Date();
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const [first, ...rest] = keysOf(keys).map((key) =>
      db
        .insert(authThrottle)
        .values({ key, failures: 1, windowStartedAt: now.toISOString() })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            failures: sql`CASE WHEN ${authThrottle.windowStartedAt} < ${windowStart} THEN 1 ELSE ${authThrottle.failures} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${authThrottle.windowStartedAt} < ${windowStart} THEN ${now.toISOString()} ELSE ${authThrottle.windowStartedAt} END`,
          },
        }),
  );
  return db.batch([first!, ...rest]);
};

export const clearFailures = (db: Db, email: string) => db.delete(authThrottle).where(eq(authThrottle.key, `email:${email}`));
