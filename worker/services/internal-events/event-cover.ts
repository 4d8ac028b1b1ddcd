import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { EVENT_COVER_MAX_BYTES } from '../../schemas/internal-events';
import { findOwnFinishedUpload } from '../uploads/find-upload';

const invalid = (message: string) =>
  new AppError('validation_error', message, { fields: { cover_upload_id: [message] } });

/**
 * A new cover must be the organiser's own finished upload, an image (the pipeline checked its bytes), at most
 * 5 MiB. Keeping the event's current cover (uploaded by a colleague, maybe) needs no check.
 */
export const checkCover = async ({
  db,
  auth,
  uploadId,
  current,
}: {
  db: Db;
  auth: Auth;
  uploadId: string | null;
  current: string | null;
}) => {
  if (!uploadId || uploadId === current) return;
  const upload = await findOwnFinishedUpload({ db, ownerId: auth.user.id, uploadId, what: 'cover image' }).catch(
    (e: unknown) => {
      if (e instanceof AppError && e.status === 404) throw invalid('Upload the cover image again.');
      throw e;
    },
  );
  if (!upload.contentType.startsWith('image/')) throw invalid('The cover must be an image (JPEG, PNG, WebP or GIF).');
  if (upload.sizeBytes > EVENT_COVER_MAX_BYTES) throw invalid('The cover image can be at most 5 MB.');
};
