import { z } from 'zod';
import { ZDeliverableType, ZPlatform } from './brand-choices';
import { ZDeliverableStatus } from './content';
import { ZDeliverableTemplate, ZMatchStatus, ZPitchStatus } from './campaign';
import { ZCreatorCard } from './creator-search';
import { ZOfferRound } from './negotiation';
import { pageFields, paginated } from './pagination';
import { commaList } from './list-query';

const ZRemovalReason = z.object({ id: z.string(), label: z.string() });
export const ZRemovalReasons = z.array(ZRemovalReason);

const ZPitch = z.object({
  id: z.string().uuid(),
  match_id: z.string().uuid(),
  campaign_id: z.string().uuid(),
  message: z.string(),
  proposed_rate_cents: z.number().int().nullable(),
  status: z.enum(['pending', 'accepted', 'declined']),
  match_status: ZMatchStatus,
  created_at: z.string(),
  responded_at: z.string().nullable(),
  creator: ZCreatorCard,
});
export type TPitch = z.infer<typeof ZPitch>;
export const ZPitches = z.array(ZPitch);

const removal = {
  removal_reason_id: z.string().trim().min(1, 'Choose a reason.').max(60),
  note: z.string().trim().max(1000, 'At most 1,000 characters.').optional(),
};

export const ZPitchRespond = z.discriminatedUnion('response', [
  z.object({ response: z.literal('accept'), note: z.string().trim().max(1000).optional() }),
  z.object({ response: z.literal('decline'), ...removal }),
]);
export type TPitchRespond = z.infer<typeof ZPitchRespond>;

export const ZMatch = z.object({
  id: z.string().uuid(),
  campaign_id: z.string().uuid(),
  campaign_title: z.string(),
  status: ZMatchStatus,
  source: z.enum(['invited', 'applied']),
  offered_rate_cents: z.number().int().nullable(),
  offered_deliverables: z.array(ZDeliverableTemplate).nullable(),
  offer_message: z.string().nullable(),
  currency: z.string(),
  removal_reason_id: z.string().nullable(),
  removal_note: z.string().nullable(),
  status_changed_at: z.string(),
  created_at: z.string(),
  creator: ZCreatorCard,
});
export type TMatch = z.infer<typeof ZMatch>;

const ZMatchDeliverable = z.object({
  id: z.string().uuid(),
  type: ZDeliverableType,
  platform: ZPlatform,
  status: ZDeliverableStatus,
  due_date: z.string().nullable(),
  rate_cents: z.number().int(),
  post_url: z.string().nullable(),
});

/** One match in full: the offer, the pitch, the deliverables, the contract's state and every transition. */
export const ZMatchDetail = ZMatch.extend({
  pitch: z
    .object({
      id: z.string().uuid(),
      message: z.string(),
      proposed_rate_cents: z.number().int().nullable(),
      status: ZPitchStatus,
    })
    .nullable(),
  deliverables: z.array(ZMatchDeliverable),
  contract: z.object({ id: z.string().uuid(), signed_at: z.string().nullable() }).nullable(),
  /** Every round of the negotiation (offers and counter-offers), oldest first. */
  offers: z.array(ZOfferRound),
  transitions: z.array(
    z.object({
      from_status: ZMatchStatus.nullable(),
      to_status: ZMatchStatus,
      actor_name: z.string().nullable(),
      note: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  /** Actions the brand may take now (e.g. propose, remove, expire, complete). */
  allowed_actions: z.array(z.string()),
});
export type TMatchDetail = z.infer<typeof ZMatchDetail>;

export const ZCampaignMatchesQuery = z.object({
  status: commaList(ZMatchStatus).optional(),
  ...pageFields(50),
});
export const ZMatchList = paginated(ZMatch);
export type TMatchList = z.infer<typeof ZMatchList>;

/** The creators working on a campaign (accepted onwards), each with their deliverables. */
export const ZApprovedCreatorsQuery = z.object({ brand_campaign_id: z.string().uuid('Not a valid campaign id.') });
export const ZApprovedCreators = z.array(
  ZMatch.extend({ deliverables: z.array(ZMatchDeliverable), contract_signed_at: z.string().nullable() }),
);
export type TApprovedCreators = z.infer<typeof ZApprovedCreators>;

export const ZCreateMatch = z.object({
  campaign_id: z.string().uuid('Not a valid campaign id.'),
  creator_id: z.string().uuid('Not a valid creator id.'),
  message: z.string().trim().max(2000, 'At most 2,000 characters.').optional(),
});
export type TCreateMatch = z.infer<typeof ZCreateMatch>;

export const ZProposeRates = z.object({
  brand_campaign_match_id: z.string().uuid('Not a valid match id.'),
  rate_cents: z
    .number()
    .int('Use whole cents.')
    .min(100, 'Offer at least 1.00.')
    .max(100_000_000, 'That amount is too large.'),
  deliverables: z
    .array(ZDeliverableTemplate)
    .min(1, 'Add at least one deliverable.')
    .max(20, 'At most 20 deliverables.'),
  message: z.string().trim().max(2000, 'At most 2,000 characters.').optional(),
});
export type TProposeRates = z.infer<typeof ZProposeRates>;

export const ZMatchUpdate = z.discriminatedUnion('action', [
  z.object({ action: z.literal('remove'), ...removal }),
  z.object({ action: z.literal('complete'), note: z.string().trim().max(1000).optional() }),
]);
export type TMatchUpdate = z.infer<typeof ZMatchUpdate>;

export const ZMatchIdParam = z.object({ match_id: z.string().uuid('Not a valid match id.') });
