import { z } from 'zod';
import { SEARCH_TEXT_MAX } from './vocabularies';
import { ZMatchStatus } from './campaign';
import { pageFields, paginated } from './pagination';

/** Why a brand or a campaign needs a strategist's attention. */
const ZAttention = z.object({
  offers_waiting: z.number().int(),
  content_overdue: z.number().int(),
  payments_blocked: z.boolean(),
  open_checkins: z.number().int(),
});
export type TAttention = z.infer<typeof ZAttention>;

const ZOrganizationRow = z.object({
  id: z.string().uuid(),
  name: z.string(),
  logo_url: z.string().nullable(),
  plan: z.object({ name: z.string(), membership_tier: z.string() }).nullable(),
  status: z.enum(['active', 'trialing', 'past_due', 'canceled', 'none']),
  owner: z.object({ id: z.string().uuid(), name: z.string(), email: z.string() }),
  team_size: z.number().int(),
  active_campaigns: z.number().int(),
  creators_under_contract: z.number().int(),
  strategists: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  last_activity_at: z.string().nullable(),
  /** Creator-spend wallet (ledger balances, cents): free to offer, and held in escrow for signed contracts. */
  wallet: z.object({ available_cents: z.number().int(), escrow_cents: z.number().int() }),
  attention: ZAttention,
  needs_attention: z.boolean(),
});
export type TOrganizationRow = z.infer<typeof ZOrganizationRow>;
export const ZOrganizationList = paginated(ZOrganizationRow);

const ORGANIZATION_SORTS = ['attention', 'name', 'last_activity', 'active_campaigns'] as const;
export const ZOrganizationListQuery = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX).optional(),
  attention: z.enum(['all', 'needs_attention']).default('all'),
  plan: z.string().trim().max(40).optional(),
  sort: z.enum(ORGANIZATION_SORTS).default('attention'),
  ...pageFields(),
});
export type TOrganizationListQuery = z.infer<typeof ZOrganizationListQuery>;

export const ZCampaignHealth = z.object({
  level: z.enum(['on_track', 'needs_attention', 'at_risk', 'idle']),
  reasons: z.array(z.string()),
  creators: z.object({ pipeline: z.number().int(), contracted: z.number().int(), completed: z.number().int() }),
  deliverables: z.object({
    total: z.number().int(),
    done: z.number().int(),
    late: z.number().int(),
    waiting_review: z.number().int(),
    overdue_review: z.number().int(),
  }),
  offers_waiting: z.number().int(),
});
export type TCampaignHealth = z.infer<typeof ZCampaignHealth>;

const ZOrganizationCampaign = z.object({
  id: z.string().uuid(),
  title: z.string(),
  status: z.enum(['draft', 'active', 'completed', 'archived']),
  is_managed: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  budget_cents: z.number().int(),
  committed_cents: z.number().int(),
  paid_cents: z.number().int(),
  currency: z.string(),
  health: ZCampaignHealth,
  checkin: z
    .object({ id: z.string().uuid(), interval_days: z.number().int(), next_due_at: z.string(), is_active: z.boolean() })
    .nullable(),
});
export type TOrganizationCampaign = z.infer<typeof ZOrganizationCampaign>;

export const ZOrganizationDetail = ZOrganizationRow.extend({
  website: z.string().nullable(),
  industry: z.string().nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
  seats: z.number().int().nullable(),
  members: z.array(
    z.object({
      id: z.string().uuid(),
      name: z.string(),
      email: z.string(),
      role: z.enum(['owner', 'admin', 'member']),
    }),
  ),
  campaigns: z.array(ZOrganizationCampaign),
  spend: z.object({ committed_cents: z.number().int(), paid_cents: z.number().int(), currency: z.string() }),
  recent_activity: z.array(
    z.object({ at: z.string(), campaign_title: z.string(), creator_name: z.string(), to_status: ZMatchStatus }),
  ),
});
export type TOrganizationDetail = z.infer<typeof ZOrganizationDetail>;

export const ZBrandNote = z.object({
  id: z.string().uuid(),
  body: z.string(),
  author: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type TBrandNote = z.infer<typeof ZBrandNote>;
export const ZBrandNoteList = z.object({ results: z.array(ZBrandNote) });
export const ZBrandNoteRequest = z.object({
  body: z.string().trim().min(1, 'Write the note first.').max(5000, 'Notes are at most 5,000 characters.'),
});

const ZAccountManagerMessage = z.object({
  id: z.string().uuid(),
  body: z.string(),
  from: z.enum(['brand', 'strategist']),
  author: z.string(),
  author_id: z.string().nullable(),
  created_at: z.string(),
});
export type TAccountManagerMessage = z.infer<typeof ZAccountManagerMessage>;
export const ZAccountManagerThread = z.object({ results: z.array(ZAccountManagerMessage) });
export const ZAccountManagerMessageRequest = z.object({
  body: z.string().trim().min(1, 'Write a message.').max(4000, 'Keep it under 4,000 characters.'),
});
export const ZInternalAccountManagerThread = ZAccountManagerThread.extend({ enabled: z.boolean() });
