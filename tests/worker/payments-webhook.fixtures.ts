import { nowSec } from './payments-helpers';

/** What our checkout writes on a monthly plan's subscription: the provider echoes it on every object. */
export const planMetadata = (brandId: string, plan: string): Record<string, string> => ({
  purpose: 'subscription',
  brand_id: brandId,
  plan_id: plan,
  period: 'month',
});

export const subscriptionObject = (brandId: string, plan: string, overrides: Record<string, unknown> = {}) => ({
  id: 'sub_test_1',
  object: 'subscription',
  customer: 'cus_test_1',
  status: 'active',
  cancel_at_period_end: false,
  current_period_start: 1_800_000_000,
  current_period_end: 1_802_592_000,
  metadata: planMetadata(brandId, plan),
  ...overrides,
});

export const checkoutObject = (brandId: string, plan: string, subscription = 'sub_test_1') => ({
  id: `cs_test_${crypto.randomUUID().slice(0, 8)}`,
  object: 'checkout.session',
  mode: 'subscription',
  customer: 'cus_test_1',
  subscription,
  metadata: planMetadata(brandId, plan),
});

export const invoiceObject = (brandId: string, plan: string, subscription = 'sub_test_1') => ({
  id: `in_test_${crypto.randomUUID().slice(0, 8)}`,
  object: 'invoice',
  number: 'TEST-0001',
  customer: 'cus_test_1',
  subscription,
  amount_paid: 79_900,
  amount_due: 79_900,
  currency: 'usd',
  created: nowSec(),
  lines: { data: [{ description: 'Growth plan', period: { start: 1_800_000_000, end: 1_802_592_000 } }] },
  subscription_details: { metadata: planMetadata(brandId, plan) },
});
