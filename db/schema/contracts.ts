import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { TDeliverableType, TPlatform } from '../../worker/schemas/brand-choices';
import { campaignMatches, campaigns } from './campaigns';
import { belongsTo, createdAt, id, oneOf } from './columns';
import { users } from './users';

export const contracts = sqliteTable(
  'contracts',
  {
    id: id(),
    matchId: belongsTo('match_id', () => campaignMatches.id),
    /** Snapshot of the accepted terms: rate, deliverables, dates, review window, revision rounds. */
    terms: text('terms', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    creatorSignatureName: text('creator_signature_name'),
    creatorSignedAt: text('creator_signed_at'),
    creatorSignedIp: text('creator_signed_ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('contracts_match_unique').on(t.matchId)],
);

export const deliverables = sqliteTable(
  'deliverables',
  {
    id: id(),
    matchId: belongsTo('match_id', () => campaignMatches.id),
    campaignId: belongsTo('campaign_id', () => campaigns.id),
    type: text('type').$type<TDeliverableType>().notNull(),
    platform: text('platform').$type<TPlatform>().notNull(),
    description: text('description').notNull().default(''),
    dueDate: text('due_date'),
    rateCents: integer('rate_cents').notNull().default(0),
    /** When its price moves from escrow to the creator (DESIGN §12): on approval, or on publication (post URL given). */
    releaseOn: oneOf('release_on', ['approval', 'publication'], 'approval'),
    status: oneOf('status', ['pending', 'submitted', 'changes_requested', 'approved', 'published', 'paid'], 'pending'),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    postUrl: text('post_url'),
    submittedAt: text('submitted_at'),
    approvedAt: text('approved_at'),
    publishedAt: text('published_at'),
    /** When the brand confirmed the live post's link; until then the creator may correct it. */
    postConfirmedAt: text('post_confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('deliverables_match_idx').on(t.matchId),
    index('deliverables_campaign_status_idx').on(t.campaignId, t.status),
  ],
);

export const contentSubmissions = sqliteTable(
  'content_submissions',
  {
    id: id(),
    deliverableId: belongsTo('deliverable_id', () => deliverables.id),
    version: integer('version').notNull(),
    uploadId: text('upload_id'),
    caption: text('caption').notNull().default(''),
    status: oneOf('status', ['submitted', 'changes_requested', 'approved'], 'submitted'),
    reviewedBy: text('reviewed_by').references(() => users.id),
    reviewedAt: text('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('content_submissions_version_unique').on(t.deliverableId, t.version),
    index('content_submissions_upload_idx').on(t.uploadId),
  ],
);

export const reviewComments = sqliteTable(
  'review_comments',
  {
    id: id(),
    submissionId: belongsTo('submission_id', () => contentSubmissions.id),
    /** Null for the system's own comments (e.g. an automatic approval). */
    authorId: text('author_id').references(() => users.id),
    body: text('body').notNull(),
    /** Position in a video, in seconds, when the comment is pinned to a moment. */
    atSeconds: integer('at_seconds'),
    createdAt: createdAt(),
  },
  (t) => [index('review_comments_submission_idx').on(t.submissionId)],
);
