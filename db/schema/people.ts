import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { brands } from './brands';
import { belongsTo, createdAt, id, jsonList, refersTo, oneOf } from './columns';
import { creatorProfiles } from './creators';
import { uploads } from './uploads';
import { users } from './users';

/** Every staff action: who did what to which object, with the state before and after (append-only). */
export const staffAuditLog = sqliteTable(
  'staff_audit_log',
  {
    id: id(),
    actorId: refersTo('actor_id', () => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    summary: text('summary').notNull(),
    before: text('before', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_audit_created_idx').on(t.createdAt),
    index('staff_audit_target_idx').on(t.targetType, t.targetId),
    index('staff_audit_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/** A creator's review history: a request (onboarding finished or resubmitted), then the staff decision. */
export const creatorReviews = sqliteTable(
  'creator_reviews',
  {
    id: id(),
    creatorId: belongsTo('creator_id', () => creatorProfiles.id),
    decision: text('decision', { enum: ['requested', 'approved', 'rejected'] }).notNull(),
    reason: text('reason'),
    reviewerId: text('reviewer_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('creator_reviews_creator_idx').on(t.creatorId, t.createdAt)],
);

/**
 * An e-mailed invitation: to a brand team (with a team role) or to become a strategist or staff member. The token
 * itself is only in the e-mail; its hash is kept. One pending invitation per brand and address.
 */
export const invitations = sqliteTable(
  'invitations',
  {
    id: id(),
    kind: text('kind', { enum: ['team', 'strategist', 'staff'] }).notNull(),
    brandId: text('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member'] }),
    tokenHash: text('token_hash').notNull(),
    status: oneOf('status', ['pending', 'accepted', 'revoked'], 'pending'),
    invitedById: refersTo('invited_by_id', () => users.id),
    acceptedUserId: text('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: text('sent_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    acceptedAt: text('accepted_at'),
  },
  (t) => [
    uniqueIndex('invitations_token_unique').on(t.tokenHash),
    // Team invitations only (strategist and staff invitations have no brand, and NULLs never collide).
    uniqueIndex('invitations_pending_unique')
      .on(t.brandId, t.email)
      .where(sql`${t.status} = 'pending'`),
    index('invitations_brand_idx').on(t.brandId, t.status),
  ],
);

/** A question to support from a brand user or a creator, and its thread of replies. */
export const supportRequests = sqliteTable(
  'support_requests',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    brandId: text('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    topic: text('topic', { enum: ['general', 'billing', 'account', 'campaigns', 'payments', 'technical'] }).notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    attachmentUploadId: text('attachment_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    status: oneOf('status', ['open', 'answered', 'closed'], 'open'),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('support_requests_user_idx').on(t.userId, t.createdAt),
    index('support_requests_status_idx').on(t.status, t.updatedAt),
  ],
);

export const supportReplies = sqliteTable(
  'support_replies',
  {
    id: id(),
    requestId: belongsTo('request_id', () => supportRequests.id),
    authorId: refersTo('author_id', () => users.id),
    fromStaff: integer('from_staff', { mode: 'boolean' }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_replies_request_idx').on(t.requestId, t.createdAt)],
);

/** Per-user e-mail preferences: the notification kinds the user does not want by e-mail (in-app stays). */
export const userEmailPreferences = sqliteTable('user_email_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mutedKinds: jsonList<string>('muted_kinds'),
  updatedAt: text('updated_at').notNull(),
});

/** Queue messages that exhausted their retries, kept visible for staff to inspect and re-send. */
export const deadLetters = sqliteTable(
  'dead_letters',
  {
    id: id(),
    queue: text('queue').notNull(),
    messageId: text('message_id').notNull(),
    body: text('body', { mode: 'json' }).$type<unknown>(),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull(),
    createdAt: createdAt(),
    resentAt: text('resent_at'),
  },
  (t) => [
    uniqueIndex('dead_letters_message_unique').on(t.messageId),
    index('dead_letters_created_idx').on(t.createdAt),
  ],
);

/** The runs of each scheduled job (what ran, when, how long, whether it failed). */
export const scheduledRuns = sqliteTable(
  'scheduled_runs',
  {
    id: id(),
    job: text('job').notNull(),
    startedAt: text('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    ok: integer('ok', { mode: 'boolean' }).notNull(),
    error: text('error'),
    /** What the run did, e.g. `{ "processed": 3 }` (null when the job reports nothing). */
    counts: text('counts', { mode: 'json' }).$type<Record<string, number> | null>(),
  },
  (t) => [
    index('scheduled_runs_job_idx').on(t.job, t.startedAt),
    // Each job's last failure (the staff console's Operations) without reading the job's every run.
    index('scheduled_runs_failed_idx')
      .on(t.job, t.startedAt)
      .where(sql`${t.ok} = 0`),
  ],
);
