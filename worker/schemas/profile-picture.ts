import { z } from 'zod';

/** Profile pictures: an uploaded image (upload pipeline) shown wherever the person's avatar is. */

/** The image types a browser shows everywhere (HEIC is accepted by uploads but not shown by most browsers). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

const PICTURE_PATH = /^\/api\/pictures\/([0-9a-f-]{36})\/$/;

/** Where a picture is served (public: the upload id is unguessable and only a current picture is served). */
export const pictureUrl = (uploadId: string) => `/api/pictures/${uploadId}/`;

/** The upload id of one of our picture URLs, or null for anything else (e.g. a pasted link). */
export const pictureUploadId = (url: string) => url.match(PICTURE_PATH)?.[1] ?? null;

export const ZSetPicture = z.object({
  upload_id: z.string({ error: 'Upload a picture first.' }).uuid('Upload a picture first.'),
});
export const ZPicture = z.object({ display_picture: z.string().nullable(), detail: z.string() });
export const ZPictureParam = z.object({ id: z.string().uuid('Not a valid picture id.') });
