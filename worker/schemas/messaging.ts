import { z } from 'zod';
import { SINGLE_UPLOAD_THRESHOLD_BYTES, type TMediaType } from './uploads';

const ZMessageSide = z.enum(['brand', 'creator']);

/**
 * Images every browser shows inline. HEIC/HEIF are left out (most browsers cannot draw them) and videos belong
 * in content submissions, where they get versions and review.
 */
export const MESSAGE_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
] as const satisfies readonly TMediaType[];
export const isMessageAttachmentType = (contentType: string) =>
  (MESSAGE_ATTACHMENT_TYPES as readonly string[]).includes(contentType);
/** Up to the single-request upload size, so an attachment never needs a multipart upload. */
export const MESSAGE_ATTACHMENT_MAX_BYTES = SINGLE_UPLOAD_THRESHOLD_BYTES;

const ZMessageAttachment = z.object({
  id: z.string().uuid(),
  /** The bytes, for the match's parties only (`GET /api/uploads/{id}/media/`). */
  url: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
});
export type TMessageAttachment = z.infer<typeof ZMessageAttachment>;

export const ZMessage = z.object({
  id: z.string().uuid(),
  match_id: z.string().uuid(),
  sender_id: z.string().uuid(),
  sender_name: z.string(),
  sender_side: ZMessageSide,
  body: z.string(),
  attachment_upload_id: z.string().nullable(),
  attachment: ZMessageAttachment.nullable(),
  created_at: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZMessagePage = z.object({
  results: z.array(ZMessage),
  /** True when older messages exist: ask again with `before` = the oldest `created_at` of this page. */
  has_more: z.boolean(),
  /** When the other side last read the thread (read receipts). */
  other_side_last_read_at: z.string().nullable(),
  my_side: ZMessageSide,
});

export const ZMessagePageQuery = z.object({
  before: z.string().datetime().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const MESSAGE_MAX_LENGTH = 5000;
export const ZSendMessage = z
  .object({
    body: z
      .string()
      .trim()
      .max(MESSAGE_MAX_LENGTH, `Keep messages under ${MESSAGE_MAX_LENGTH} characters.`)
      .default(''),
    attachment_upload_id: z.string().uuid().optional(),
  })
  .refine((m) => m.body.length > 0 || m.attachment_upload_id, {
    message: 'Write a message or attach a file.',
    path: ['body'],
  });

export const ZMatchIdParam = z.object({ match_id: z.string().uuid() });

const ZThreadSummary = z.object({
  match_id: z.string().uuid(),
  campaign_id: z.string().uuid(),
  campaign_title: z.string(),
  match_status: z.string(),
  counterpart_name: z.string(),
  counterpart_picture: z.string().nullable(),
  last_message: z.object({ body: z.string(), sender_side: ZMessageSide, created_at: z.string() }).nullable(),
  unread_count: z.number().int(),
});
export const ZThreadList = z.object({ results: z.array(ZThreadSummary) });
export type TThreadSummary = z.infer<typeof ZThreadSummary>;
