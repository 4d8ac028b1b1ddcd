import { z } from 'zod';

export const FEATURES = [
  'Campaign Creation',
  'Campaign Draft',
  'Campaign Metrics Report',
  'Content Management',
  'Creator Proposal',
  'Add to Campaign',
  'Creator Matches',
  'Creator Profile',
  'Creator Spend',
  'Profile Access',
  'Save Creators',
  'Search Filters',
  'Account Manager',
  'Campaign Check-ins',
  'Customer Support',
  'Managed Campaigns',
  'User Seats',
] as const;
export type TFeature = (typeof FEATURES)[number];

/** The brand subscription record of spec §3 (minus the client-only fields). */
export const ZSubscription = z.object({
  id: z.string().nullable(),
  name: z.string(),
  membership_tier: z.string(),
  allowed_features: z.record(z.string(), z.boolean()),
  total_creator_spend_available: z.number(),
  total_pending_payments: z.number(),
  has_bought_creator_spend: z.boolean(),
  currency: z.string(),
  /** The provider's state of the plan: `past_due` after a failed renewal (paid features stay until `grace_until`). */
  status: z.enum(['active', 'trialing', 'past_due', 'canceled']).nullable(),
  billing_period: z.enum(['month', 'year']).nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  grace_until: z.string().nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;
