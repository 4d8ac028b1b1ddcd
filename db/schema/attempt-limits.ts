import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Counters that slow repeated attempts (sign-in, password checks, e-mails sent on request) with growing delays
 * instead of a lockout; see worker/services/auth/attempt-limits.ts. Times are epoch milliseconds.
 */
export const attemptLimits = sqliteTable('attempt_limits', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  lastAttemptMs: integer('last_attempt_ms').notNull(),
  nextAllowedMs: integer('next_allowed_ms').notNull(),
});
