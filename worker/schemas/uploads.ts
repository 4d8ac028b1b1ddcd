import { z } from 'zod';

const MiB = 1024 * 1024;

/** R2 requires every part but the last to be at least 5 MiB; a Worker request body is capped at 100 MB. */
export const MIN_PART_SIZE_BYTES = 5 * MiB;
export const MAX_PART_SIZE_BYTES = 64 * MiB;
export const DEFAULT_PART_SIZE_BYTES = 16 * MiB;
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * MiB;
/** Files up to this size go in one request; larger ones as multipart uploads (the web client's rule). @alias */
export const SINGLE_UPLOAD_THRESHOLD_BYTES = DEFAULT_PART_SIZE_BYTES;
/** The largest body `POST /api/uploads/` accepts, well under the 100 MB request cap. @alias */
export const SINGLE_UPLOAD_MAX_BYTES = MAX_PART_SIZE_BYTES;
export const MAX_PART_COUNT = 10_000;

/**
 * Allowed media: each type's file extensions and the content signature its bytes must show. MP4 and QuickTime
 * share a signature family (an ISO-BMFF `ftyp` box with a video brand): phones often name one the other.
 */
export const MEDIA_TYPES = {
  'image/jpeg': { kind: 'image', extensions: ['jpg', 'jpeg'], signature: 'jpeg' },
  'image/png': { kind: 'image', extensions: ['png'], signature: 'png' },
  'image/webp': { kind: 'image', extensions: ['webp'], signature: 'webp' },
  'image/gif': { kind: 'image', extensions: ['gif'], signature: 'gif' },
  'image/heic': { kind: 'image', extensions: ['heic'], signature: 'heif' },
  'image/heif': { kind: 'image', extensions: ['heif'], signature: 'heif' },
  'video/mp4': { kind: 'video', extensions: ['mp4', 'm4v'], signature: 'iso-video' },
  'video/quicktime': { kind: 'video', extensions: ['mov'], signature: 'iso-video' },
  'video/webm': { kind: 'video', extensions: ['webm'], signature: 'webm' },
} as const;

export type TMediaType = keyof typeof MEDIA_TYPES;
export type TMediaSignature = (typeof MEDIA_TYPES)[TMediaType]['signature'];

export const isMediaType = (value: string): value is TMediaType => Object.hasOwn(MEDIA_TYPES, value);

const extensionOf = (filename: string) => filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** The media type a file name stands for (by extension), or null when it is not an allowed image or video. */
export const mediaTypeForFilename = (filename: string): TMediaType | null => {
  const ext = extensionOf(filename);
  const entry = Object.entries(MEDIA_TYPES).find(([, t]) => (t.extensions as readonly string[]).includes(ext));
  return (entry?.[0] as TMediaType | undefined) ?? null;
};

export const ACCEPTED_FILE_EXTENSIONS = Object.values(MEDIA_TYPES).flatMap((t) => t.extensions.map((e) => `.${e}`));

const ZSha256Hex = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'Send the SHA-256 of the bytes as 64 hex characters.')
  .transform((s) => s.toLowerCase());

const ZFilename = z
  .string()
  .trim()
  .min(1, 'Give the file a name.')
  .max(255, 'File names can have at most 255 characters.');

export const ZCreateMultipartUpload = z.object({
  filename: ZFilename,
  /** The browser's type for the file; when empty the server takes it from the file name. */
  content_type: z.string().max(100).default(''),
  size_bytes: z.number().int().positive('The file is empty.'),
  /** Defaults to the server's configured part size (16 MiB). */
  part_size_bytes: z.number().int().min(MIN_PART_SIZE_BYTES).max(MAX_PART_SIZE_BYTES).optional(),
});

export const ZUploadPart = z.object({
  part_number: z.number().int(),
  size_bytes: z.number().int(),
  sha256: z.string().nullable(),
});
export type TUploadPart = z.infer<typeof ZUploadPart>;

const ZUploadStatus = z.enum(['uploading', 'complete', 'aborted']);

export const ZUpload = z.object({
  id: z.string().uuid(),
  filename: z.string(),
  content_type: z.string(),
  kind: z.enum(['image', 'video']),
  size_bytes: z.number().int(),
  status: ZUploadStatus,
  mode: z.enum(['single', 'multipart']),
  /** Every part but the last has exactly this size (multipart only). */
  part_size_bytes: z.number().int().nullable(),
  part_count: z.number().int(),
  /** The parts that arrived, in order: a resuming client sends the others. */
  parts: z.array(ZUploadPart),
  received_bytes: z.number().int(),
  /** SHA-256 of the file (single uploads) or `<sha256 of the part digests>-<part count>` (multipart). */
  sha256: z.string().nullable(),
  media_url: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type TUpload = z.infer<typeof ZUpload>;

export const ZUploadIdParams = z.object({ id: z.string().uuid('No such upload.') });
export const ZUploadPartParams = ZUploadIdParams.extend({
  part_number: z.coerce
    .number()
    .int('The part number is a whole number.')
    .min(1, 'Part numbers start at 1.')
    .max(MAX_PART_COUNT),
});

/** Headers of a request that carries file bytes: the length R2 needs up front and the checksum we verify. */
export const ZBodyHeaders = z.object({
  'content-length': z.string().regex(/^\d+$/).optional(),
  'x-content-sha256': ZSha256Hex,
});
export const ZSingleUploadQuery = z.object({ filename: ZFilename });
