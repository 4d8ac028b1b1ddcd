import { and, isNotNull, lt, or } from 'drizzle-orm';
import { emailTokens, sessions } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { deleteStaleAttempts } from '../auth/attempt-limits';
import { pruneScheduledRuns } from './record-run';

const DAY_MS = 24 * 3600_000;

/** Expired sessions and e-mail tokens, attempt counters quiet for a day, scheduled runs older than two weeks. */
export const cleanUp = async ({ db, now }: { db: Db; now: number }) => {
  const weekAgo = new Date(now - 7 * DAY_MS).toISOString();
  const [expiredSessions, expiredTokens] = await db.batch([
    db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, weekAgo), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, weekAgo)))),
    db.delete(emailTokens).where(lt(emailTokens.expiresAt, weekAgo)),
    deleteStaleAttempts({ db, now }),
    pruneScheduledRuns({ db, now }),
  ]);
  return { sessions: expiredSessions.rowsAffected, tokens: expiredTokens.rowsAffected };
};
