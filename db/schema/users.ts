import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { belongsTo, createdAt, id, jsonList, oneOf } from './columns';

export const users = sqliteTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profileOf: text('profile_of', { enum: ['Brand', 'Influencer', 'Strategist', 'Staff'] }).notNull(),
    isStaff: integer('is_staff', { mode: 'boolean' }).notNull().default(false),
    status: oneOf('status', ['PENDING', 'ACTIVE', 'SUSPENDED'], 'PENDING'),
    emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
    displayPicture: text('display_picture'),
    groups: jsonList<string>('groups'),
    /** Internal (strategist) onboarding flags; brand and creator flags live on their aggregates. */
    onboarding: text('onboarding', { mode: 'json' }).$type<Record<string, boolean>>().notNull().default({}),
    createdAt: createdAt(),
    lastLoginAt: text('last_login_at'),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    /** The JWT's `jti`. */
    id: text('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    rememberMe: integer('remember_me', { mode: 'boolean' }).notNull().default(false),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: text('last_seen_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens sent by e-mail: activation, password reset, e-mail change codes. Only hashes are stored. */
export const emailTokens = sqliteTable(
  'email_tokens',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    purpose: text('purpose', {
      enum: ['activate', 'password_reset', 'email_change', 'sign_in_link', 'email_change_undo'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('email_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Passed password checks (`verify-password`) that unlock an e-mail change for a few minutes. */
export const passwordVerifications = sqliteTable('password_verifications', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  verifiedAt: text('verified_at').notNull(),
});
