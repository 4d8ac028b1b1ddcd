import type { TBillingPeriod, TPlan } from '@schemas/plans';
import styles from './billing.module.css';
import { formatMoney } from '@/lib/format';

export const priceOf = (plan: TPlan, period: TBillingPeriod) =>
  period === 'year' ? plan.price_yearly_cents : plan.price_monthly_cents;

export const periodLabel = (period: TBillingPeriod | null) =>
  period === 'year' ? 'yearly' : period === 'month' ? 'monthly' : '';

/** "$799 / month" (or "/ year"); Free is "$0". */
export const PlanPrice = ({ plan, period }: { plan: TPlan; period: TBillingPeriod }) => (
  <p className={styles.price}>
    {formatMoney(priceOf(plan, period), plan.currency)}
    {plan.price_monthly_cents > 0 && <span className={styles.per}>/ {period}</span>}
  </p>
);
