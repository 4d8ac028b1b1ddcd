import type { Env } from '../../env';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { SINGLE_UPLOAD_MAX_BYTES } from '../../schemas/uploads';
import { newObjectKey } from './create-multipart-upload';
import { uploadLimits } from './limits';
import { checkUploadQuota, insertWithinQuota, quotaExceeded } from './quotas';
import { assertContentMatches, mediaTypeByName } from './sniff';
import { checksumMismatch, declaredLength, streamVerifiedBody } from './stream-body';
import { toUploadDto } from './upload-dto';

/**
 * A small file in one request (`POST /api/uploads/`): checked by name, size and content, streamed into R2 while
 * its SHA-256 is computed, and recorded only once the bytes are stored and the checksum matched. Two round trips:
 * the quota's read (with the session, on a folded request), then the insert guarded by the quota with its row.
 */
export const uploadSingleFile = async ({
  db,
  env,
  owner,
  filename,
  declaredType,
  contentLength,
  sha256,
  body,
}: {
  db: Db;
  env: Env;
  owner: UserRow;
  filename: string;
  declaredType: string;
  contentLength: string | undefined;
  sha256: string;
  body: ReadableStream<Uint8Array> | null;
}) => {
  const contentType = mediaTypeByName(filename, declaredType);
  const size = declaredLength(contentLength);
  if (size === 0 || !body)
    throw new AppError('validation_error', 'The file is empty.', { fields: { file: ['The file is empty.'] } });
  const { maxBytes } = uploadLimits(env);
  const { quota } = await checkUploadQuota({ db, owner, maxBytes, size, multipart: false });
  if (size > SINGLE_UPLOAD_MAX_BYTES) {
    throw new AppError(
      'payload_too_large',
      'Files this large go as a multipart upload (POST /api/uploads/multipart/).',
    );
  }
  const ownerId = owner.id;

  const objectKey = newObjectKey();
  const { sha256: received } = await streamVerifiedBody({
    body,
    length: size,
    inspect: (head) => assertContentMatches(head, contentType),
    sink: (stream) =>
      env.UPLOADS.put(objectKey, stream, { httpMetadata: { contentType }, customMetadata: { owner_id: ownerId } }),
  });
  if (received !== sha256) {
    await env.UPLOADS.delete(objectKey);
    throw checksumMismatch();
  }
  const now = new Date().toISOString();
  const row = await insertWithinQuota({
    db,
    values: {
      ownerId,
      objectKey,
      filename,
      contentType,
      sizeBytes: size,
      sha256: received,
      status: 'complete',
      completedAt: now,
      updatedAt: now,
    },
    quota,
  });
  if (!row) {
    // Parallel uploads used the quota up while this one streamed.
    await env.UPLOADS.delete(objectKey);
    const { usedBytes } = await checkUploadQuota({ db, owner, maxBytes, size: 0, multipart: false });
    throw quotaExceeded({ quota, usedBytes, size });
  }
  return toUploadDto(row);
};
