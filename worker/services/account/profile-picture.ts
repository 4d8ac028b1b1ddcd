import { and, eq, sql } from 'drizzle-orm';
import { uploads, users } from '../../../db/schema';
import type { Env } from '../../env';
import type { Db } from '../../lib/db';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { PICTURE_MAX_BYTES, PICTURE_TYPES, pictureUploadId, pictureUrl } from '../../schemas/profile-picture';
import { serveMedia } from '../uploads/serve-media';

/** One of the person's own finished uploads, as a statement for a batch (`pictureOf` decides on its row). */
export const selectOwnPicture = ({ db, userId, uploadId }: { db: Db; userId: string; uploadId: string }) =>
  db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.ownerId, userId), eq(uploads.status, 'complete')))
    .limit(1);

/**
 * The picture URL for one of the person's own finished uploads, if it can be a profile picture: JPEG, PNG, WebP or
 * GIF (checked by content at upload), at most 5 MiB. Someone else's or an unfinished upload (no row) is a 404.
 */
export const pictureOf = (upload: typeof uploads.$inferSelect | undefined) => {
  if (!upload) throw notFound('upload');
  if (!(PICTURE_TYPES as readonly string[]).includes(upload.contentType))
    throw new AppError('unsupported_media_type', 'Use a JPEG, PNG, WebP or GIF picture.');
  if (upload.sizeBytes > PICTURE_MAX_BYTES) throw new AppError('payload_too_large', 'Use a picture of at most 5 MB.');
  return pictureUrl(upload.id);
};

/** The upload a profile form's `display_picture` names; a pasted link is refused. */
export const pictureUploadOf = (value: string) => {
  const uploadId = pictureUploadId(value);
  if (!uploadId) throw fieldError('display_picture', 'Upload a picture instead of pasting a link.');
  return uploadId;
};

/**
 * Sets the person's picture (brand users, creators, strategists, staff alike) in two round trips: the upload is read
 * in the request's first batch (with the folded session), then the picture is set only while that upload is still
 * theirs and complete, so one deleted or cancelled meanwhile is the same 404 as one that never was.
 */
export const setProfilePicture = async ({ db, userId, uploadId }: { db: Db; userId: string; uploadId: string }) => {
  const [[upload]] = await db.batch([selectOwnPicture({ db, userId, uploadId })]);
  const url = pictureOf(upload);
  const stillOwn = sql`EXISTS ${selectOwnPicture({ db, userId, uploadId })}`;
  await runGuardedBatch(
    db,
    [
      db
        .update(users)
        .set({ displayPicture: url })
        .where(and(eq(users.id, userId), stillOwn)),
      abortUnlessChanged(db),
    ],
    () => notFound('upload'),
  );
  return { display_picture: url, detail: 'Picture saved.' };
};

export const removeProfilePicture = async ({ db, userId }: { db: Db; userId: string }) => {
  await db.update(users).set({ displayPicture: null }).where(eq(users.id, userId));
  return { display_picture: null, detail: 'Picture removed.' };
};

/** Serves a picture only while it is somebody's current profile picture; a replaced or removed one is a 404. */
export const servePicture = async ({ db, env, uploadId }: { db: Db; env: Pick<Env, 'UPLOADS'>; uploadId: string }) => {
  const [row] = await db
    .select({ upload: uploads })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.ownerId))
    .where(
      and(eq(uploads.id, uploadId), eq(uploads.status, 'complete'), eq(users.displayPicture, pictureUrl(uploadId))),
    );
  if (!row) throw notFound('picture');
  const response = await serveMedia({ env, row: row.upload, rangeHeader: undefined });
  // The URL names one upload and never changes content; a new picture is a new URL.
  response.headers.set('Cache-Control', 'public, max-age=86400');
  return response;
};
