import { z } from 'zod';
import { paginated } from './pagination';
import { ZBillingPeriod, ZPlan } from './plans';

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The brand's billing page (`GET /api/payment/brand/billing/`). Money in minor units, times ISO-8601 UTC. */
export const ZBilling = z.object({
  plan: ZPlan,
  period: ZBillingPeriod.nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  /** The next renewal: null on Free or when the subscription ends at the period's end. */
  next_charge: z.object({ amount_cents: z.number().int(), currency: z.string(), at: z.string() }).nullable(),
  cancel_at_period_end: z.boolean(),
  /** A downgrade waiting for the end of the period. */
  pending_change: z.object({ plan: ZPlan, period: ZBillingPeriod.nullable(), at: z.string() }).nullable(),
  /** After a failed renewal: the paid features stay until then, then the brand is on Free. */
  grace_until: z.string().nullable(),
  seats: z.object({ used: z.number().int(), included: z.number().int() }),
  payment_method: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Whether the caller may change the plan (the owner or an admin; members and strategists read only). */
  can_manage: z.boolean(),
  /** Bought through the provider (cancel/resume apply); a seeded or Free plan is not. */
  is_provider_managed: z.boolean(),
});
export type TBilling = z.infer<typeof ZBilling>;

const ZInvoice = z.object({
  id: z.string(),
  number: z.string(),
  description: z.string(),
  plan_name: z.string().nullable(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(['open', 'paid', 'payment_failed']),
  issued_at: z.string(),
  paid_at: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
});
export type TInvoice = z.infer<typeof ZInvoice>;
export const ZInvoicePage = paginated(ZInvoice);

/** One invoice with who it was billed to, for the printable receipt. */
export const ZReceipt = ZInvoice.extend({ brand_name: z.string(), billed_to: z.string().nullable() });
export type TReceipt = z.infer<typeof ZReceipt>;
