import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, createdAt, id, jsonList, oneOf } from './columns';
import { users } from './users';

/** A file in R2: a single-request upload or an R2 multipart upload whose received parts are recorded. */
export const uploads = sqliteTable(
  'uploads',
  {
    id: id(),
    ownerId: belongsTo('owner_id', () => users.id),
    /** Opaque R2 object key. */
    objectKey: text('object_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** R2 multipart upload id; null for single-request uploads. */
    multipartUploadId: text('multipart_upload_id'),
    partSizeBytes: integer('part_size_bytes'),
    /** Received parts: [{part_number, etag, size, sha256}]. */
    parts: jsonList<{ part_number: number; etag: string; size: number; sha256?: string }>('parts'),
    sha256: text('sha256'),
    status: oneOf('status', ['uploading', 'complete', 'aborted'], 'uploading'),
    createdAt: createdAt(),
    completedAt: text('completed_at'),
    /** Last time a part arrived (or the upload was created): multipart uploads idle for 24 h are aborted. */
    updatedAt: text('updated_at'),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId, t.createdAt), index('uploads_status_idx').on(t.status, t.updatedAt)],
);
