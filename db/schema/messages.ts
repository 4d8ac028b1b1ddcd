import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { campaignMatches } from './campaigns';
import { belongsTo, createdAt, id, refersTo } from './columns';
import { users } from './users';

/** One thread per campaign match, between the brand side and the creator. */
export const messages = sqliteTable(
  'messages',
  {
    id: id(),
    matchId: belongsTo('match_id', () => campaignMatches.id),
    senderId: refersTo('sender_id', () => users.id),
    senderSide: text('sender_side', { enum: ['brand', 'creator'] }).notNull(),
    body: text('body').notNull(),
    attachmentUploadId: text('attachment_upload_id'),
    createdAt: createdAt(),
  },
  // The attachment index serves the media-access check (who may view an attached upload).
  (t) => [
    index('messages_match_created_idx').on(t.matchId, t.createdAt),
    index('messages_attachment_idx').on(t.attachmentUploadId),
  ],
);

export const messageReads = sqliteTable(
  'message_reads',
  {
    matchId: belongsTo('match_id', () => campaignMatches.id),
    userId: belongsTo('user_id', () => users.id),
    lastReadAt: text('last_read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] })],
);
