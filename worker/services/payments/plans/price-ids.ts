import type { Env } from '../../../env';

/** Stripe price ids configured per paid plan and period (STRIPE_PRICE_<TIER>_<MONTHLY|YEARLY>); none → inline price. */
export const stripePriceId = ({
  env,
  tier,
  period,
}: {
  env: Env;
  tier: string;
  period: 'month' | 'year';
}): string | undefined => {
  if (env.PAYMENT_PROVIDER !== 'stripe') return undefined;
  const name = `STRIPE_PRICE_${tier.toUpperCase()}_${period === 'year' ? 'YEARLY' : 'MONTHLY'}`;
  const value = (env as unknown as Record<string, unknown>)[name];
  return typeof value === 'string' && value ? value : undefined;
};
