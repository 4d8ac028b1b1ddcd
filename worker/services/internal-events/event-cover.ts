import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { EVENT_COVER_MAX_BYTES } from '../../schemas/internal-events';
import { assertFinished, selectOwnUpload } from '../uploads/find-upload';
import type { UploadRow } from '../uploads/upload-dto';

const invalid = (message: string) =>
  new AppError('validation_error', message, { fields: { cover_upload_id: [message] } });

/** The statement reading the organiser's own upload chosen as the cover (none when no cover), for the read batch. */
export const selectCover = ({ db, auth, uploadId }: { db: Db; auth: Auth; uploadId: string | null }) =>
  selectOwnUpload({ db, ownerId: auth.user.id, uploadId: uploadId ?? '' });

/**
 * A new cover must be the organiser's own finished upload (`upload`, read by `selectCover`), an image (the pipeline
 * checked its bytes), at most 5 MiB. Keeping the event's current cover (uploaded by a colleague, maybe) needs no check.
 */
export const checkCover = ({
  upload,
  uploadId,
  current,
}: {
  upload: UploadRow | undefined;
  uploadId: string | null;
  current: string | null;
}) => {
  if (!uploadId || uploadId === current) return;
  if (!upload) throw invalid('Upload the cover image again.');
  assertFinished(upload, 'cover image');
  if (!upload.contentType.startsWith('image/')) throw invalid('The cover must be an image (JPEG, PNG, WebP or GIF).');
  if (upload.sizeBytes > EVENT_COVER_MAX_BYTES) throw invalid('The cover image can be at most 5 MB.');
};
