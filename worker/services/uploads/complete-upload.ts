import { and, eq } from 'drizzle-orm';
import { uploads } from '../../../db/schema';
import type { Env } from '../../env';
import { sha256Hex } from '../../lib/auth/tokens';
import type { Db } from '../../lib/db';
import { conflict } from '../../lib/errors';
import { findOwnUpload, selectOwnUpload } from './find-upload';
import { partCountOf, toUploadDto, type UploadRow } from './upload-dto';

const missingParts = (row: UploadRow) => {
  const received = new Set(row.parts.map((p) => p.part_number));
  return Array.from({ length: partCountOf(row) }, (_, i) => i + 1).filter((n) => !received.has(n));
};

const describe = (numbers: number[]) =>
  numbers.length > 10 ? `${numbers.slice(0, 10).join(', ')} and ${numbers.length - 10} more` : numbers.join(', ');

/** R2 may have completed the object in an earlier call whose answer was lost: the object then exists at full size. */
const isAlreadyStored = async (env: Env, row: UploadRow) =>
  (await env.UPLOADS.head(row.objectKey))?.size === row.sizeBytes;

/**
 * Completes a multipart upload (`POST /api/uploads/{id}/complete/`) once every part arrived (409 naming the
 * missing ones otherwise). Idempotent: completing a completed upload answers it again. The file's checksum is
 * the SHA-256 of its parts' hex digests in order, suffixed with the part count. Two round trips: the upload (with the
 * session, on a folded request), then the guarded update with the row it leaves.
 */
export const completeUpload = async ({
  db,
  env,
  ownerId,
  uploadId,
}: {
  db: Db;
  env: Env;
  ownerId: string;
  uploadId: string;
}) => {
  const row = await findOwnUpload({ db, ownerId, uploadId });
  if (row.status === 'complete') return toUploadDto(row);
  if (row.status === 'aborted') throw conflict('This upload was cancelled. Start a new one.');
  const missing = missingParts(row);
  if (missing.length > 0)
    throw conflict(`Parts ${describe(missing)} have not arrived yet. Send them, then complete the upload.`);

  const parts = [...row.parts].sort((a, b) => a.part_number - b.part_number);
  try {
    const object = await env.UPLOADS.resumeMultipartUpload(row.objectKey, row.multipartUploadId!).complete(
      parts.map((p) => ({ partNumber: p.part_number, etag: p.etag })),
    );
    if (object.size !== row.sizeBytes) throw new Error(`stored ${object.size} bytes, expected ${row.sizeBytes}`);
  } catch (e) {
    if (!(await isAlreadyStored(env, row))) {
      console.warn(JSON.stringify({ level: 'warn', msg: 'R2 complete failed', upload_id: row.id, error: String(e) }));
      throw conflict('The parts could not be joined into one file. Send the file again.');
    }
  }
  const sha256 = `${await sha256Hex(parts.map((p) => p.sha256 ?? '').join(''))}-${parts.length}`;
  const now = new Date().toISOString();
  // Only an upload still uploading is completed; the read after it is the answer either way (a cancel or another
  // completion that won meanwhile is answered as it left the row), in the same round trip.
  const [, [after]] = await db.batch([
    db
      .update(uploads)
      .set({ status: 'complete', sha256, completedAt: now, updatedAt: now })
      .where(and(eq(uploads.id, row.id), eq(uploads.status, 'uploading'))),
    selectOwnUpload({ db, ownerId, uploadId }),
  ]);
  return toUploadDto(after ?? row);
};
