import { and, eq } from 'drizzle-orm';
import { uploads } from '../../../db/schema';
import type { Env } from '../../env';
import type { Db } from '../../lib/db';
import { conflict } from '../../lib/errors';
import { findOwnUpload } from './find-upload';
import { toUploadDto, type UploadRow } from './upload-dto';

/**
 * Cancels an unfinished upload: R2 drops the parts it holds, and the row is marked aborted (only if it is still
 * uploading, so a completion that won the race is kept). R2 forgetting the upload already is not an error.
 */
export const abortUpload = async ({ db, env, row }: { db: Db; env: Pick<Env, 'UPLOADS'>; row: UploadRow }) => {
  if (row.multipartUploadId) {
    await env.UPLOADS.resumeMultipartUpload(row.objectKey, row.multipartUploadId)
      .abort()
      .catch((e: unknown) =>
        console.warn(JSON.stringify({ level: 'warn', msg: 'R2 abort failed', upload_id: row.id, error: String(e) })),
      );
  }
  const [updated] = await db
    .update(uploads)
    .set({ status: 'aborted', updatedAt: new Date().toISOString() })
    .where(and(eq(uploads.id, row.id), eq(uploads.status, 'uploading')))
    .returning();
  return updated ?? row;
};

/** The owner cancels (`DELETE /api/uploads/{id}/`): an unfinished upload is aborted, a cancelled one stays so, a finished one is kept (409). */
export const cancelOwnUpload = async ({
  db,
  env,
  ownerId,
  uploadId,
}: {
  db: Db;
  env: Pick<Env, 'UPLOADS'>;
  ownerId: string;
  uploadId: string;
}) => {
  const row = await findOwnUpload({ db, ownerId, uploadId });
  if (row.status === 'complete') throw conflict('This upload is complete and cannot be cancelled.');
  return toUploadDto(await abortUpload({ db, env, row }));
};
