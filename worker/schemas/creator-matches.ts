import { z } from 'zod';
import { ZDeliverableType, ZPlatform } from './brand-choices';
import { ZDeliverableStatus } from './content';
import { ZDeliverableTemplate, ZMatchStatus, type TMatchStatus, ZPitchStatus } from './campaign';
import { ZBrandRef } from './creator-campaigns';
import { ZOfferRound } from './negotiation';
import { pageFields, paginated } from './pagination';

/** The creator's campaign list tabs, each a set of match statuses. */
export const MATCH_GROUPS = {
  invitations: ['invited'],
  applied: ['applied'],
  offers: ['proposed', 'countered'],
  to_sign: ['accepted'],
  active: ['contracted'],
  completed: ['completed'],
  closed: ['declined', 'removed', 'expired'],
} as const satisfies Record<string, readonly TMatchStatus[]>;
export type TMatchGroup = keyof typeof MATCH_GROUPS;
const ZMatchGroup = z.enum(Object.keys(MATCH_GROUPS) as [TMatchGroup, ...TMatchGroup[]]);

export const CREATOR_ACTIONS = ['accept_invitation', 'decline', 'accept_offer', 'counter', 'sign_contract'] as const;
const ZCreatorAction = z.enum(CREATOR_ACTIONS);

export const NEXT_ACTIONS = ['answer_invitation', 'answer_offer', 'sign_contract', 'deliver', 'wait'] as const;

const ZMyMatch = z.object({
  id: z.string().uuid(),
  status: ZMatchStatus,
  source: z.enum(['invited', 'applied']),
  campaign: z.object({
    id: z.string().uuid(),
    title: z.string(),
    platforms: z.array(z.string()),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    currency: z.string(),
  }),
  brand: ZBrandRef,
  offered_rate_cents: z.number().int().nullable(),
  status_changed_at: z.string(),
  created_at: z.string(),
  /** What the creator should do next (null when the match is closed). */
  next_action: z.enum(NEXT_ACTIONS).nullable(),
  deliverables: z.object({ total: z.number().int(), done: z.number().int(), next_due_date: z.string().nullable() }),
});
export type TMyMatch = z.infer<typeof ZMyMatch>;
export const ZMyMatchList = paginated(ZMyMatch);

export const ZMyMatchQuery = z.object({
  group: ZMatchGroup.optional(),
  campaign_id: z.string().uuid().optional(),
  ...pageFields(),
});
export const ZMyMatchCounts = z.record(ZMatchGroup, z.number().int());

const ZMatchDeliverableRow = z.object({
  id: z.string().uuid(),
  type: ZDeliverableType,
  platform: ZPlatform,
  description: z.string(),
  status: ZDeliverableStatus,
  due_date: z.string().nullable(),
  rate_cents: z.number().int(),
  post_url: z.string().nullable(),
});

export const ZMyMatchDetail = ZMyMatch.extend({
  offer_message: z.string().nullable(),
  offered_deliverables: z.array(ZDeliverableTemplate).nullable(),
  pitch: z
    .object({
      message: z.string(),
      proposed_rate_cents: z.number().int().nullable(),
      status: ZPitchStatus,
      created_at: z.string(),
    })
    .nullable(),
  contract: z.object({ id: z.string().uuid(), signed_at: z.string().nullable() }).nullable(),
  deliverable_items: z.array(ZMatchDeliverableRow),
  /** Every round of the negotiation (offers and counter-offers), oldest first. */
  offers: z.array(ZOfferRound),
  timeline: z.array(
    z.object({
      from_status: ZMatchStatus.nullable(),
      to_status: ZMatchStatus,
      by: z.enum(['brand', 'creator', 'system']),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
  /** What the creator may do now. */
  actions: z.array(ZCreatorAction),
});
export type TMyMatchDetail = z.infer<typeof ZMyMatchDetail>;

export const ZAcceptInvitation = z.object({
  message: z.string().trim().max(2000, 'Keep your note under 2,000 characters.').optional(),
  proposed_rate_cents: z.number().int('Use whole cents.').min(100).max(100_000_000).nullable().optional(),
});
export const ZDeclineRequest = z.object({
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters.').optional(),
});

/** What the creator agrees to: a snapshot taken when they accept the offer, signed as is. */
export const ZContractTerms = z.object({
  template_version: z.number().int().default(1),
  campaign_title: z.string(),
  brand_name: z.string().optional(),
  creator_name: z.string().optional(),
  rate_cents: z.number().int(),
  currency: z.string(),
  deliverables: z.array(ZDeliverableTemplate),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  review_window_days: z.number().int(),
  revision_rounds: z.number().int(),
});
export type TContractTerms = z.infer<typeof ZContractTerms>;

export const ZContract = z.object({
  id: z.string().uuid().nullable(),
  match_id: z.string().uuid(),
  campaign_id: z.string().uuid(),
  status: z.enum(['awaiting_signature', 'signed']),
  terms: ZContractTerms,
  sections: z.array(z.object({ title: z.string(), body: z.string() })),
  /** Due dates per deliverable: exact once signed, counted from today before. */
  schedule: z.array(
    z.object({
      type: ZDeliverableType,
      platform: ZPlatform,
      quantity: z.number().int(),
      due_date: z.string(),
      rate_cents: z.number().int(),
    }),
  ),
  signature: z.object({ name: z.string(), signed_at: z.string(), ip: z.string().nullable() }).nullable(),
  /** The name to type to sign (the account's full name). */
  expected_signature: z.string(),
});
export type TContract = z.infer<typeof ZContract>;

export const ZSignContract = z.object({
  signature_name: z.string().trim().min(2, 'Type your full name to sign.').max(160),
  agree: z.literal(true, { message: 'Confirm that you agree to the terms.' }),
});
