import { fieldError, notFound } from '../../lib/errors';
import {
  MESSAGE_ATTACHMENT_MAX_BYTES,
  isMessageAttachmentType,
  type TMessageAttachment,
} from '../../schemas/messaging';
import { assertFinished } from '../uploads/find-upload';
import { formatBytes } from '../uploads/limits';
import { mediaUrlOf, type UploadRow } from '../uploads/upload-dto';

const FIELD = 'attachment_upload_id';

/**
 * The sender's own finished image, fit to travel with a message, from the read of their upload (`selectOwnUpload`:
 * no row for anyone else's). Someone else's upload is a 404 `upload` (as if it did not exist); one still uploading
 * or cancelled is a 409; any other file is a 400 on the field.
 */
export const attachableUpload = (upload: UploadRow | undefined): UploadRow => {
  if (!upload) throw notFound('upload');
  assertFinished(upload, 'image');
  if (!isMessageAttachmentType(upload.contentType)) throw fieldError(FIELD, 'Attach a JPEG, PNG, WebP or GIF image.');
  if (upload.sizeBytes > MESSAGE_ATTACHMENT_MAX_BYTES)
    throw fieldError(FIELD, `Images sent in messages can be at most ${formatBytes(MESSAGE_ATTACHMENT_MAX_BYTES)}.`);
  return upload;
};

export type AttachmentColumns = Pick<UploadRow, 'id' | 'filename' | 'contentType' | 'sizeBytes'>;

export const toAttachmentDto = (upload: AttachmentColumns): TMessageAttachment => ({
  id: upload.id,
  url: mediaUrlOf(upload.id),
  filename: upload.filename,
  content_type: upload.contentType,
  size_bytes: upload.sizeBytes,
});
