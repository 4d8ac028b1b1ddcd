import { z } from 'zod';
import { ZDeliverableType, ZPlatform } from './brand-choices';
import { ZSocialAccount } from './social';
import { ZUserStatus } from './user';

/** Staff console contracts (`/api/staff/...`). */

const ZReviewDecision = z.enum(['requested', 'approved', 'rejected']);

const ZCreatorReview = z.object({
  decision: ZReviewDecision,
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type TCreatorReview = z.infer<typeof ZCreatorReview>;

export const ZCreatorReviewState = z.object({ latest_review: ZCreatorReview.nullable() });

export const ZApprovalQueueQuery = z.object({ state: z.enum(['waiting', 'rejected']).default('waiting') });

const ZApprovalQueueItem = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  signed_up_at: z.string(),
  /** The photo staff may have asked for: a resubmitted profile is checked against the changes asked. */
  display_picture: z.string().nullable(),
  bio: z.string(),
  niches: z.array(z.string()),
  languages: z.array(z.string()),
  location: z.string().nullable(),
  total_followers: z.number().int(),
  audience: z
    .object({ female_pct: z.number(), male_pct: z.number(), top_age_range: z.string(), top_country_code: z.string() })
    .nullable(),
  accounts: z.array(ZSocialAccount),
  rates: z.array(
    z.object({
      platform: ZPlatform,
      deliverable_type: ZDeliverableType,
      rate_cents: z.number().int(),
      currency: z.string(),
    }),
  ),
  latest_review: ZCreatorReview.nullable(),
  /** What staff last asked to change (the newest rejection's reason), shown beside a resubmitted profile. */
  changes_asked: z.string().nullable(),
});
export type TApprovalQueueItem = z.infer<typeof ZApprovalQueueItem>;
export const ZApprovalQueue = z.object({ count: z.number().int(), results: z.array(ZApprovalQueueItem) });
export type TApprovalQueue = z.infer<typeof ZApprovalQueue>;

export const ZRejectCreator = z.object({
  reason: z
    .string()
    .trim()
    .min(10, 'Tell the creator what to change (at least 10 characters).')
    .max(2000, 'Keep the reason under 2,000 characters.'),
});

export const ZCreatorDecision = z.object({ id: z.string().uuid(), status: ZUserStatus, latest_review: ZCreatorReview });

export const ZAuditQuery = z.object({
  action: z.string().max(80).optional(),
  target_type: z.string().max(40).optional(),
  target_id: z.string().max(80).optional(),
  q: z.string().trim().max(120).optional(),
  before: z.string().max(40).optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

const ZAuditEntry = z.object({
  id: z.string().uuid(),
  actor_id: z.string().uuid(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export const ZAuditPage = z.object({ results: z.array(ZAuditEntry), next_before: z.string().nullable() });

export const ZStaffUserQuery = z.object({
  q: z.string().trim().max(120).optional(),
  /** Only accounts in this state (e.g. every suspended account, to reactivate one). */
  status: ZUserStatus.optional(),
});
const ZStaffUser = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  display_picture: z.string().nullable(),
  profile_of: z.string(),
  is_staff: z.boolean(),
  status: ZUserStatus,
  email_verified: z.boolean(),
  brand: z.object({ name: z.string(), role: z.string() }).nullable(),
  active_sessions: z.number().int(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type TStaffUser = z.infer<typeof ZStaffUser>;
/** `count`: every matching account; `results`: the newest of them (at most 50). */
export const ZStaffUserList = z.object({ count: z.number().int(), results: z.array(ZStaffUser) });
export const ZUserIdParam = z.object({ id: z.string().uuid('Not a valid user id.') });
