import { z } from 'zod';
import { ZMatchStatus } from './campaign';
import { ZDeliverableType, ZPlatform } from './brand-choices';
import { ZDeliverableStatus } from './content';
import { matchMoneyStages } from './match-money';

export const ZPayoutAccount = z.object({
  status: z.enum(['not_started', 'pending', 'enabled', 'restricted']),
  bank_last4: z.string().nullable(),
  /** What the provider still needs, in words ("a bank account", "the signed tax form"). */
  missing: z.array(z.string()),
  can_receive_payouts: z.boolean(),
});
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>;

export const ZPayoutOnboarding = z.object({ url: z.string() });

const ZCreatorPaymentStep = z.object({
  kind: z.enum(['held', 'escrow', 'released', 'transferred', 'paid_out', 'payout_failed']),
  label: z.string(),
  amount_cents: z.number().int(),
  at: z.string(),
});

const ZCreatorPaymentDeliverable = z.object({
  id: z.string(),
  type: ZDeliverableType,
  platform: ZPlatform,
  status: ZDeliverableStatus,
  release_on: z.enum(['approval', 'publication']),
  price_cents: z.number().int(),
  fee_cents: z.number().int(),
  net_cents: z.number().int(),
  payout_status: z.enum(['in_escrow', 'waiting_for_account', 'transferring', 'in_transit', 'paid', 'failed']),
  failure_message: z.string().nullable(),
});

/** `/creator/payment-requested/{match id}`: the payment for one collaboration, as the creator sees it. */
export const ZCreatorMatchPayment = z.object({
  match_id: z.string(),
  campaign: z.object({ id: z.string(), title: z.string() }),
  brand_name: z.string(),
  match_status: ZMatchStatus,
  currency: z.string(),
  funded: z.boolean(),
  funds_secured: z.boolean(),
  amount_cents: z.number().int(),
  platform_fee_bps: z.number().int(),
  fee_cents: z.number().int(),
  net_cents: z.number().int(),
  ...matchMoneyStages,
  deliverables: z.array(ZCreatorPaymentDeliverable),
  timeline: z.array(ZCreatorPaymentStep),
  payout_account: ZPayoutAccount,
});
export type TCreatorMatchPayment = z.infer<typeof ZCreatorMatchPayment>;

const ZCreatorPaymentRow = z.object({
  id: z.string(),
  match_id: z.string(),
  campaign_title: z.string(),
  brand_name: z.string(),
  deliverable: z.string(),
  amount_cents: z.number().int(),
  fee_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(['waiting_for_account', 'transferring', 'in_transit', 'paid', 'failed']),
  released_at: z.string(),
  paid_at: z.string().nullable(),
});

/** The creator's money across collaborations: the dashboard card and the settings' payments tab. */
export const ZCreatorPayments = z.object({
  currency: z.string(),
  held_cents: z.number().int().describe('Offers sent to you with the brand’s funds secured, not yet signed'),
  in_escrow_cents: z.number().int().describe('Signed contracts: secured for you, released as work is approved'),
  available_cents: z.number().int().describe('Released to you, waiting for a payout account or on its way'),
  paid_out_cents: z.number().int(),
  payout_account: ZPayoutAccount,
  history: z.array(ZCreatorPaymentRow),
});
export type TCreatorPayments = z.infer<typeof ZCreatorPayments>;
