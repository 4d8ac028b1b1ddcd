import { and, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { uploads } from '../../../db/schema';
import { inBatch, type Db, type DbKeys } from '../../lib/db';
import { AppError, conflict, notFound } from '../../lib/errors';
import { abortUnless, runGuardedBatch } from '../../lib/guarded-batch';
import type { UploadRow } from './upload-dto';

/** The statement reading the caller's own upload (no row for anyone else's), to ride in a read batch. */
export const selectOwnUpload = ({ db, ownerId, uploadId }: { db: Db; ownerId: string; uploadId: string }) =>
  db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.ownerId, ownerId)))
    .limit(1);

/**
 * The caller's own upload; anyone else's is a 404 (an upload is private until it is part of a submission). A batch
 * of one, so a folded read's session rides in it.
 */
export const findOwnUpload = async ({ db, ownerId, uploadId }: DbKeys<'ownerId' | 'uploadId'>): Promise<UploadRow> => {
  const [row] = await inBatch(db, selectOwnUpload({ db, ownerId, uploadId }));
  if (!row) throw notFound('upload');
  return row;
};

export const assertStillUploading = (row: UploadRow) => {
  if (row.status === 'complete') throw conflict('This upload is already complete.');
  if (row.status === 'aborted') throw conflict('This upload was cancelled. Start a new one.');
};

/** The caller's own stored upload, `what` naming it in the messages: one still uploading or cancelled is a 409. */
const findOwnFinishedUpload = async ({
  db,
  ownerId,
  uploadId,
  what,
}: DbKeys<'ownerId' | 'uploadId'> & { what: string }): Promise<UploadRow> => {
  const row = await findOwnUpload({ db, ownerId, uploadId });
  assertFinished(row, what);
  return row;
};

/** An upload still uploading or cancelled is a 409, `what` naming it in the message. */
export const assertFinished = (row: UploadRow, what: string) => {
  if (row.status === 'uploading')
    throw conflict(`The ${what} has not finished uploading yet. Wait for it, then try again.`);
  if (row.status === 'aborted') throw conflict(`This upload was cancelled. Upload the ${what} again.`);
};

const UPLOAD_GONE = 'The attachment is no longer available. Upload it again.';

/**
 * Runs a write batch that may name one of the caller's stored uploads (`uploadId`, e.g. an attachment): a guard
 * before `steps` rolls the batch back unless the upload is the owner's and complete, so the write needs no read of
 * its own. Only when the guard trips is the upload read, for the precise error (404, 409) `findOwnFinishedUpload` gives.
 * `lost` is the error for a guard of `steps`' own (`abortUnless`) that tripped while the upload is still in place.
 */
export const batchWithOwnUpload = async <T extends [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]>({
  db,
  upload: { ownerId, uploadId, what },
  steps,
  lost,
}: {
  db: Db;
  upload: { ownerId: string; uploadId: string | null | undefined; what: string };
  steps: T;
  lost?: () => AppError;
}) => {
  const stored = uploadId
    ? sql`EXISTS (SELECT 1 FROM ${uploads} WHERE ${uploads.id} = ${uploadId} AND ${uploads.ownerId} = ${ownerId} AND ${uploads.status} = 'complete')`
    : sql`1`;
  const guard = abortUnless(db, stored);
  try {
    const [, ...results] = await runGuardedBatch(db, [guard, ...steps] as [typeof guard, ...T], UPLOAD_GONE);
    return results;
  } catch (e) {
    if (e instanceof AppError && e.detail === UPLOAD_GONE) {
      if (uploadId) await findOwnFinishedUpload({ db, ownerId, uploadId, what });
      if (lost) throw lost();
    }
    throw e;
  }
};
