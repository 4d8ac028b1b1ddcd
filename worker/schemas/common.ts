import { z } from 'zod';

export const ZLocation = z.object({
  id: z.string(),
  city: z.string(),
  region: z.string().nullable(),
  country: z.string(),
  country_code: z.string(),
  label: z.string(),
});
export type TLocation = z.infer<typeof ZLocation>;
export const ZLocationList = z.array(ZLocation);

/** `?search=` narrows the list to cities (or regions, countries) containing the words, best first, `limit` at most. */
export const ZLocationQuery = z.object({
  search: z.string().trim().max(80, 'Search with at most 80 characters.').optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const ZNotification = z.object({
  id: z.string().uuid(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
  /** The brand it concerns (strategists act for several), null for notices about the reader alone. */
  brand_name: z.string().nullable(),
  /** How many notifications of one thread this entry stands for (messages of one match collapse). */
  count: z.number().int().min(1),
  /** Every notification the entry stands for: marking these read marks the whole thread read. */
  ids: z.array(z.string().uuid()),
});
export type TNotification = z.infer<typeof ZNotification>;
export const ZNotificationList = z.array(ZNotification);

export const ZNotificationQuery = z.object({
  all: z.enum(['true', 'false']).default('false'),
});
export const ZMarkNotificationsRead = z.object({
  ids: z.array(z.string().uuid()).max(500).optional(),
  all: z.boolean().optional(),
});
export const ZMarkNotificationsReadResponse = z.object({ updated: z.number().int(), unread: z.number().int() });

export const ZVerifyPasswordRequest = z.object({ password: z.string().min(1).max(128) });
export const ZVerifyPasswordResponse = z.object({ verified: z.literal(true) });
export const ZRequestEmailChange = z.object({ new_email: z.string().trim().toLowerCase().email().max(254) });
/** "Send the code again" names nothing: it resends to the pending change's address. No other field is accepted. */
export const ZResendEmailChangeCode = z.object({}).strict();
export const ZVerifyNewEmail = z.object({
  verification_code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code.'),
});
