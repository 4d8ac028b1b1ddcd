import { uploads } from '../../../db/schema';
import type { Env } from '../../env';
import type { Db } from '../../lib/db';
import { AppError, fieldError } from '../../lib/errors';
import { MAX_PART_COUNT, ZCreateMultipartUpload } from '../../schemas/uploads';
import type { z } from 'zod';
import { formatBytes, uploadLimits } from './limits';
import { mediaTypeByName } from './sniff';
import { toUploadDto } from './upload-dto';

/** Objects are addressed by an opaque key that says nothing about the owner or the file (DESIGN §7). */
export const newObjectKey = () => `media/${crypto.randomUUID()}`;

export const assertWithinLimit = (size: number, maxBytes: number) => {
  if (size > maxBytes) throw new AppError('payload_too_large', `Files can be at most ${formatBytes(maxBytes)}; this one is ${formatBytes(size)}.`);
};

/**
 * Starts an R2 multipart upload for a large file: checks its name and declared size, fixes the part size
 * (every part but the last exactly that big), and records the R2 upload id so the upload can resume later.
 */
export const createMultipartUpload = async ({ db, env, ownerId, input }: { db: Db; env: Env; ownerId: string; input: z.output<typeof ZCreateMultipartUpload> }) => {
  const contentType = mediaTypeByName(input.filename, input.content_type);
  const limits = uploadLimits(env);
  assertWithinLimit(input.size_bytes, limits.maxBytes);
  const partSizeBytes = input.part_size_bytes ?? limits.partSizeBytes;
  if (Math.ceil(input.size_bytes / partSizeBytes) > MAX_PART_COUNT) throw fieldError('part_size_bytes', `Choose a larger part size: at most ${MAX_PART_COUNT} parts.`);

  const objectKey = newObjectKey();
  const multipart = await env.UPLOADS.createMultipartUpload(objectKey, { httpMetadata: { contentType }, customMetadata: { owner_id: ownerId } });
  const [row] = await db
    .insert(uploads)
    .values({
      ownerId,
      objectKey,
      filename: input.filename,
      contentType,
      sizeBytes: input.size_bytes,
      multipartUploadId: multipart.uploadId,
      partSizeBytes,
      updatedAt: new Date().toISOString(),
    })
    .returning();
  return toUploadDto(row!);
};
