import { and, eq, sql } from 'drizzle-orm';
import { uploads } from '../../../db/schema';
import type { Env } from '../../env';
import type { Db } from '../../lib/db';
import { conflict, fieldError } from '../../lib/errors';
import type { TUploadPart } from '../../schemas/uploads';
import { abortUpload } from './abort-upload';
import { assertStillUploading, findOwnUpload } from './find-upload';
import { assertContentMatches } from './sniff';
import { checksumMismatch, declaredLength, streamVerifiedBody } from './stream-body';
import { expectedPartSize, partCountOf, type UploadRow } from './upload-dto';

/** Adds (or replaces, for a re-sent part) one part in the row's JSON list in a single statement: parallel parts never lose each other. */
const recordPart = (db: Db, uploadId: string, part: UploadRow['parts'][number]) =>
  db
    .update(uploads)
    .set({
      parts: sql`(SELECT json_group_array(json(value)) FROM (
        SELECT value FROM json_each(${uploads.parts}) WHERE json_extract(value, '$.part_number') <> ${part.part_number}
        UNION ALL SELECT ${JSON.stringify(part)}))`,
      updatedAt: new Date().toISOString(),
    })
    .where(and(eq(uploads.id, uploadId), eq(uploads.status, 'uploading')));

const sniffFirstPart = async (db: Db, env: Env, row: UploadRow, head: Uint8Array) => {
  try {
    assertContentMatches(head, row.contentType as Parameters<typeof assertContentMatches>[1]);
  } catch (e) {
    // A file whose bytes are not the media it claims can never complete: drop it at once.
    await abortUpload({ db, env, row });
    throw e;
  }
};

/**
 * One part of a multipart upload (`PUT /api/uploads/{id}/parts/{n}/`): the body must have exactly the part's
 * size, is streamed into R2 while hashed, and is recorded only when its SHA-256 matches. The first part's
 * bytes are sniffed, so a renamed executable is refused (415) before it is stored.
 */
export const uploadPart = async ({
  db,
  env,
  ownerId,
  uploadId,
  partNumber,
  contentLength,
  sha256,
  body,
}: {
  db: Db;
  env: Env;
  ownerId: string;
  uploadId: string;
  partNumber: number;
  contentLength: string | undefined;
  sha256: string;
  body: ReadableStream<Uint8Array> | null;
}): Promise<TUploadPart> => {
  const row = await findOwnUpload({ db, ownerId, uploadId });
  if (!row.multipartUploadId) throw conflict('This upload was sent in one request and has no parts.');
  assertStillUploading(row);
  const count = partCountOf(row);
  if (partNumber > count)
    throw fieldError(
      'part_number',
      `This upload has ${count} part${count === 1 ? '' : 's'}; part ${partNumber} is out of range.`,
    );
  const size = expectedPartSize(row, partNumber);
  const length = declaredLength(contentLength);
  if (length !== size || !body)
    throw fieldError('content-length', `Part ${partNumber} must be exactly ${size} bytes; ${length} were sent.`);

  const multipart = env.UPLOADS.resumeMultipartUpload(row.objectKey, row.multipartUploadId);
  const { result, sha256: received } = await streamVerifiedBody({
    body,
    length,
    inspect: (head) => (partNumber === 1 ? sniffFirstPart(db, env, row, head) : undefined),
    sink: (stream) =>
      multipart.uploadPart(partNumber, stream).catch((e: unknown) => {
        throw /NoSuchUpload|does not exist/i.test(String(e))
          ? conflict('This upload was cancelled. Start a new one.')
          : e;
      }),
  });
  if (received !== sha256) throw checksumMismatch();
  const recorded = await recordPart(db, row.id, { part_number: partNumber, etag: result.etag, size, sha256: received });
  if (recorded.rowsAffected === 0) throw conflict('This upload is no longer in progress.');
  return { part_number: partNumber, size_bytes: size, sha256: received };
};
