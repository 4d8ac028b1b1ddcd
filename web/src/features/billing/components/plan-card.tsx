import type { TBillingPeriod, TPlan } from '@schemas/plans';
import { buttonClassName } from '@/components/ui/button';
import { AppButtonLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { PlanPrice } from './plan-price';
import styles from './billing.module.css';
import { formatBps } from '@/lib/format';

type PlanCardProps = {
  plan: TPlan;
  period: TBillingPeriod;
  isCurrent: boolean;
  /** The current plan is billed at the period shown (otherwise switching period is offered). */
  isCurrentPeriod: boolean;
  canManage: boolean;
  /** The feature the brand came for, when this plan includes it. */
  highlightedFeature?: string;
};

const Action = ({ plan, period, isCurrent, isCurrentPeriod, canManage }: PlanCardProps) => {
  if (isCurrent && isCurrentPeriod)
    return (
      <span className={buttonClassName({ color: 'grey', fullWidth: true })} aria-disabled="true">
        Your current plan
      </span>
    );
  // Enterprise is arranged by our team: a support request starts the conversation.
  if (plan.is_contact_sales)
    return (
      <AppButtonLink to={paths.brand.support.getHref()} color="secondary" fullWidth>
        Contact us
      </AppButtonLink>
    );
  if (!canManage) return null;
  if (plan.price_monthly_cents === 0)
    return (
      <AppButtonLink to={paths.brand.billing.getHref()} color="tertiary" fullWidth>
        Cancel to move to Free
      </AppButtonLink>
    );
  return (
    <AppButtonLink to={paths.brand.purchase.getHref(plan.membership_tier, period)} fullWidth>
      {isCurrent ? `Switch to ${period === 'year' ? 'yearly' : 'monthly'}` : `Choose ${plan.name}`}
    </AppButtonLink>
  );
};

/** One plan of the comparison: price for the chosen period, seats, platform fee, and the way to get it. */
export const PlanCard = (props: PlanCardProps) => {
  const { plan, period, isCurrent, highlightedFeature } = props;
  const included = Object.values(plan.features).filter(Boolean).length;
  return (
    <li
      className={[styles.plan, isCurrent && styles.planCurrent, highlightedFeature && styles.planHasFeature]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={`plan-${plan.membership_tier}`}
    >
      <div className={styles.planHead}>
        <h2 id={`plan-${plan.membership_tier}`} className={styles.planName}>
          {plan.name}
        </h2>
        {isCurrent && <span className={`${styles.badge} ${styles.badgePrimary}`}>Current plan</span>}
      </div>
      {plan.is_contact_sales ? <p className={styles.price}>Contact us</p> : <PlanPrice plan={plan} period={period} />}
      <ul className={styles.facts}>
        <li>{plan.seats === 1 ? '1 seat' : `${plan.seats} seats`}</li>
        <li>{formatBps(plan.platform_fee_bps)} platform fee on creator payments</li>
        <li>
          {included} of {Object.keys(plan.features).length} features
        </li>
        {highlightedFeature && (
          <li className={`${styles.badge} ${styles.badgeSuccess} ${styles.badgeWrap}`}>
            Includes {highlightedFeature}
          </li>
        )}
      </ul>
      <div className={styles.planAction}>
        <Action {...props} />
      </div>
    </li>
  );
};
