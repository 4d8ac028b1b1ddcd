import type { Env } from '../../env';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import { fieldError } from '../../lib/errors';
import { MAX_PART_COUNT, ZCreateMultipartUpload } from '../../schemas/uploads';
import type { z } from 'zod';
import { uploadLimits } from './limits';
import { checkUploadQuota, insertWithinQuota, tooManyUploads } from './quotas';
import { mediaTypeByName } from './sniff';
import { toUploadDto } from './upload-dto';

/** Objects are addressed by an opaque key that says nothing about the owner or the file (DESIGN §7). */
export const newObjectKey = () => `media/${crypto.randomUUID()}`;

/**
 * Starts an R2 multipart upload for a large file: checks its name, its declared size against the owner's quota
 * (largest file, total stored, uploads in flight), fixes the part size (every part but the last exactly that big),
 * and records the R2 upload id so the upload can resume later. Two round trips: the quota's read (with the session,
 * on a folded request), then the insert guarded by the quota with its row.
 */
export const createMultipartUpload = async ({
  db,
  env,
  owner,
  input,
}: {
  db: Db;
  env: Env;
  owner: UserRow;
  input: z.output<typeof ZCreateMultipartUpload>;
}) => {
  const contentType = mediaTypeByName(input.filename, input.content_type);
  const limits = uploadLimits(env);
  const quotaCheck = { db, owner, maxBytes: limits.maxBytes, size: input.size_bytes, multipart: true };
  const { quota } = await checkUploadQuota(quotaCheck);
  const partSizeBytes = input.part_size_bytes ?? limits.partSizeBytes;
  if (Math.ceil(input.size_bytes / partSizeBytes) > MAX_PART_COUNT)
    throw fieldError('part_size_bytes', `Choose a larger part size: at most ${MAX_PART_COUNT} parts.`);

  const objectKey = newObjectKey();
  const multipart = await env.UPLOADS.createMultipartUpload(objectKey, {
    httpMetadata: { contentType },
    customMetadata: { owner_id: owner.id },
  });
  const values = {
    ownerId: owner.id,
    objectKey,
    filename: input.filename,
    contentType,
    sizeBytes: input.size_bytes,
    multipartUploadId: multipart.uploadId,
    partSizeBytes,
    updatedAt: new Date().toISOString(),
  };
  const row = await insertWithinQuota({ db, values, quota });
  if (!row) {
    // Parallel requests took the last of the quota between the check and the insert.
    await multipart.abort().catch(() => {});
    await checkUploadQuota(quotaCheck);
    throw tooManyUploads(quota);
  }
  return toUploadDto(row);
};
