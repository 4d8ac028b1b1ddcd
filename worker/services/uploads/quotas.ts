import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import { uploads } from '../../../db/schema';
import { inBatch, type Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { isStaffUser } from '../../lib/middleware/staff-only';
import type { UserRow } from '../../lib/context';
import { formatBytes } from './limits';

const MiB = 1024 ** 2;
const GiB = 1024 ** 3;

/** What one user may store: the largest file, all their files together (unfinished uploads count at full size), and uploads in flight. */
export type UploadQuota = { who: string; maxFileBytes: number; totalBytes: number; concurrent: number };

/**
 * Per-role upload quotas. A creator awaiting approval can only add a few pictures; approved creators upload their
 * content (videos up to the per-file limit); brands and the internal team upload briefs, logos and attachments.
 */
const uploadQuotaFor = (user: Pick<UserRow, 'profileOf' | 'status' | 'isStaff'>, maxFileBytes: number): UploadQuota => {
  if (isStaffUser(user) || user.profileOf === 'Strategist')
    return { who: 'the internal team', maxFileBytes, totalBytes: 200 * GiB, concurrent: 40 };
  if (user.profileOf === 'Brand') return { who: 'brand accounts', maxFileBytes, totalBytes: 50 * GiB, concurrent: 20 };
  if (user.status === 'PENDING')
    return {
      who: 'creators awaiting approval',
      maxFileBytes: Math.min(maxFileBytes, 100 * MiB),
      totalBytes: 500 * MiB,
      concurrent: 2,
    };
  return { who: 'creators', maxFileBytes, totalBytes: 100 * GiB, concurrent: 20 };
};

/** An unfinished upload with no part for this long is not "in flight" any more (it still counts towards the total until cleaned up). */
const IN_FLIGHT_WINDOW_MS = 15 * 60_000;

const stored = (ownerId: string) =>
  and(eq(uploads.ownerId, ownerId), inArray(uploads.status, ['uploading', 'complete']));

type NewUpload = typeof uploads.$inferInsert & { ownerId: string; sizeBytes: number };

/**
 * Inserts an upload row only if the owner's quota still takes it, in one statement (INSERT … SELECT … WHERE), so of
 * parallel requests only as many succeed as the quota allows; the row is read in the same batch (one round trip).
 * Returns the row, or null when the quota was used up.
 */
export const insertWithinQuota = async ({
  db,
  values,
  quota,
  now = Date.now(),
}: {
  db: Db;
  values: NewUpload;
  quota: UploadQuota;
  now?: number;
}) => {
  const id = crypto.randomUUID();
  const since = new Date(now - IN_FLIGHT_WINDOW_MS).toISOString();
  const v = { parts: [], status: 'uploading' as const, ...values };
  const multipart = v.multipartUploadId != null;
  const inFlight = multipart
    ? sql` AND (SELECT count(*) FROM ${uploads} WHERE ${uploads.ownerId} = ${v.ownerId} AND ${uploads.status} = 'uploading' AND ${uploads.updatedAt} > ${since}) < ${quota.concurrent}`
    : sql``;
  const [, [row]] = await db.batch([
    db.run(sql`
    INSERT INTO ${uploads} (id, owner_id, object_key, filename, content_type, size_bytes, multipart_upload_id, part_size_bytes, parts, sha256, status, completed_at, updated_at)
    SELECT ${id}, ${v.ownerId}, ${v.objectKey}, ${v.filename}, ${v.contentType}, ${v.sizeBytes}, ${v.multipartUploadId ?? null}, ${v.partSizeBytes ?? null}, ${JSON.stringify(v.parts)}, ${v.sha256 ?? null}, ${v.status}, ${v.completedAt ?? null}, ${v.updatedAt ?? null}
    WHERE (SELECT coalesce(sum(${uploads.sizeBytes}), 0) FROM ${uploads} WHERE ${uploads.ownerId} = ${v.ownerId} AND ${uploads.status} IN ('uploading', 'complete')) + ${v.sizeBytes} <= ${quota.totalBytes}${inFlight}`),
    db.select().from(uploads).where(eq(uploads.id, id)),
  ]);
  return row ?? null;
};

export const quotaExceeded = ({ quota, usedBytes, size }: { quota: UploadQuota; usedBytes: number; size: number }) =>
  new AppError(
    'upload_quota_exceeded',
    `Uploads for ${quota.who} can total at most ${formatBytes(quota.totalBytes)}; ${formatBytes(usedBytes)} is in use and this file needs ${formatBytes(size)}. Remove unfinished uploads or contact support.`,
    { status: 413 },
  );

export const tooManyUploads = (quota: UploadQuota) =>
  new AppError(
    'too_many_uploads',
    `${quota.concurrent} uploads at once is the limit for ${quota.who}. Wait for one to finish (or cancel one) and try again.`,
    {
      status: 429,
      headers: { 'Retry-After': '60' },
    },
  );

/** The owner's stored bytes and their uploads in flight: one statement, for the request's first batch. */
const selectUsage = ({ db, ownerId, now }: { db: Db; ownerId: string; now: number }) =>
  db
    .select({
      bytes: sum(uploads.sizeBytes).mapWith(Number),
      inFlight:
        sql<number>`coalesce(sum(${uploads.status} = 'uploading' AND ${uploads.updatedAt} > ${new Date(now - IN_FLIGHT_WINDOW_MS).toISOString()}), 0)`.mapWith(
          Number,
        ),
    })
    .from(uploads)
    .where(stored(ownerId));

/**
 * Refuses early (before any byte is stored) what the owner's quota cannot take; the insert re-checks atomically.
 * The usage is read in a batch of its own, so on a folded request (worker/lib/session-fold.ts) the session rides in
 * it: `owner` is the caller's row, of which only the id is known until that batch returns, so the quota (which
 * depends on the role, the status and the staff flag) is decided after it. Returns the quota and the bytes in use.
 */
export const checkUploadQuota = async ({
  db,
  owner,
  maxBytes,
  size,
  multipart,
  now = Date.now(),
}: {
  db: Db;
  owner: UserRow;
  maxBytes: number;
  size: number;
  multipart: boolean;
  now?: number;
}) => {
  const [usage] = await inBatch(db, selectUsage({ db, ownerId: owner.id, now }));
  const quota = uploadQuotaFor(owner, maxBytes);
  if (size > quota.maxFileBytes) {
    throw new AppError(
      'payload_too_large',
      `Files can be at most ${formatBytes(quota.maxFileBytes)} for ${quota.who}; this one is ${formatBytes(size)}.`,
    );
  }
  const usedBytes = usage?.bytes ?? 0;
  if (multipart && (usage?.inFlight ?? 0) >= quota.concurrent) throw tooManyUploads(quota);
  if (usedBytes + size > quota.totalBytes) throw quotaExceeded({ quota, usedBytes, size });
  return { quota, usedBytes };
};
