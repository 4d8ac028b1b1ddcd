import { z } from 'zod';

export const SUPPORT_TOPICS = ['general', 'billing', 'account', 'campaigns', 'payments', 'technical'] as const;
const ZSupportTopic = z.enum(SUPPORT_TOPICS);
export type TSupportTopic = z.infer<typeof ZSupportTopic>;
/** Topics anyone may raise, whatever the plan (spec: Customer Support gates the rest). */
export const ALWAYS_OPEN_TOPICS: readonly TSupportTopic[] = ['billing', 'account'];

export const SUPPORT_TOPIC_LABELS: Record<TSupportTopic, string> = {
  general: 'A general question',
  billing: 'Billing or my plan',
  account: 'My account (access, suspension)',
  campaigns: 'Campaigns and creators',
  payments: 'Payments and payouts',
  technical: 'Something is not working',
};

const ZSupportStatus = z.enum(['open', 'answered', 'closed']);

export const ZNewSupportRequest = z.object({
  topic: ZSupportTopic.default('general'),
  subject: z
    .string()
    .trim()
    .min(3, 'Give your request a short subject.')
    .max(140, 'Keep the subject under 140 characters.'),
  message: z
    .string()
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters).')
    .max(5000, 'Keep the message under 5,000 characters.'),
  attachment_upload_id: z.string().uuid('Not a valid upload.').nullish(),
});
export type TNewSupportRequest = z.infer<typeof ZNewSupportRequest>;

const ZSupportReply = z.object({
  id: z.string().uuid(),
  from_staff: z.boolean(),
  author: z.string(),
  message: z.string(),
  created_at: z.string(),
});

export const ZSupportRequest = z.object({
  id: z.string().uuid(),
  topic: ZSupportTopic,
  subject: z.string(),
  message: z.string(),
  status: ZSupportStatus,
  attachment: z
    .object({ id: z.string().uuid(), filename: z.string(), content_type: z.string(), url: z.string() })
    .nullable(),
  requester: z.object({
    name: z.string(),
    email: z.string(),
    profile_of: z.string(),
    brand_name: z.string().nullable(),
  }),
  replies: z.array(ZSupportReply),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSupportRequest = z.infer<typeof ZSupportRequest>;
export const ZSupportList = z.object({ count: z.number().int(), results: z.array(ZSupportRequest) });

export const ZStaffSupportQuery = z.object({ status: ZSupportStatus.optional() });
export const ZStaffSupportReply = z.object({
  message: z.string().trim().min(2, 'Write an answer.').max(5000, 'Keep the answer under 5,000 characters.'),
  close: z.boolean().default(false),
});
export const ZSupportStatusUpdate = z.object({ status: ZSupportStatus });
