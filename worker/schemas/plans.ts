import { z } from 'zod';

const BILLING_PERIODS = ['month', 'year'] as const;
export const ZBillingPeriod = z.enum(BILLING_PERIODS);
export type TBillingPeriod = z.infer<typeof ZBillingPeriod>;

/** One plan as the public plans table shows it (`GET /api/payment/plans/`). Money in minor units. */
export const ZPlan = z.object({
  id: z.string(),
  name: z.string(),
  membership_tier: z.string(),
  price_monthly_cents: z.number().int(),
  price_yearly_cents: z.number().int(),
  currency: z.string(),
  seats: z.number().int(),
  platform_fee_bps: z.number().int(),
  /** Every feature name of spec §3 → included or not (the same table `can()` reads). */
  features: z.record(z.string(), z.boolean()),
  /** Enterprise is sold by a person, not by checkout. */
  is_contact_sales: z.boolean(),
});
export type TPlan = z.infer<typeof ZPlan>;
export const ZPlanList = z.object({ results: z.array(ZPlan) });

/** What the brand buys: a plan tier (`starter`, `growth`, …) or a plan id, and the billing period. */
export const ZCheckoutInput = z.object({
  plan: z.string().trim().min(1, 'Choose a plan.').max(64),
  period: ZBillingPeriod,
});
export type TCheckoutInput = z.infer<typeof ZCheckoutInput>;

const PLAN_CHANGE_KINDS = ['new', 'upgrade', 'downgrade'] as const;
export type TPlanChangeKind = (typeof PLAN_CHANGE_KINDS)[number];

/** What choosing a plan and period would do, before anything is charged (`GET /api/payment/brand/checkout/quote/`). */
export const ZPurchaseQuote = z.object({
  plan: ZPlan,
  period: ZBillingPeriod,
  /** `new`: hosted checkout; `upgrade`: charged now with proration; `downgrade`: takes effect at the end of the period. */
  kind: z.enum(PLAN_CHANGE_KINDS),
  /** What is charged today, in minor units. */
  due_today_cents: z.number().int(),
  /** The recurring price of the chosen plan and period. */
  recurring_cents: z.number().int(),
  currency: z.string(),
  /** When the change takes effect (now, or the end of the paid period for a downgrade). */
  effective_at: z.string().nullable(),
});
export type TPurchaseQuote = z.infer<typeof ZPurchaseQuote>;

/** `checkout_url`: the hosted checkout, or (an upgrade or downgrade of a paid subscription) our billing page. */
export const ZCheckoutResult = z.object({ checkout_url: z.string(), kind: z.enum(PLAN_CHANGE_KINDS) });
export type TCheckoutResult = z.infer<typeof ZCheckoutResult>;
