import type { TBilling } from '@schemas/billing';
import { formatBillingDate, formatCard, formatCents } from '@/lib/format-money';
import { periodLabel } from './plan-price';
import { SubscriptionStatusBadge } from './status-badge';
import styles from './billing.module.css';

const NextCharge = ({ billing }: { billing: TBilling }) => {
  if (billing.cancel_at_period_end)
    return (
      <>
        None<small>Your plan ends on {formatBillingDate(billing.current_period_end)}, then you are on Free.</small>
      </>
    );
  if (!billing.next_charge)
    return (
      <>
        None
        <small>
          {billing.plan.price_monthly_cents === 0 ? 'Free has no charges.' : 'Your plan is arranged with our team.'}
        </small>
      </>
    );
  return (
    <>
      {formatCents(billing.next_charge.amount_cents, billing.next_charge.currency)}
      <small>on {formatBillingDate(billing.next_charge.at)}</small>
    </>
  );
};

/** Plan, period, next charge, seats and card at a glance. */
export const BillingSummary = ({ billing }: { billing: TBilling }) => (
  <dl className={styles.summary}>
    <div>
      <dt>Plan</dt>
      <dd>
        {billing.plan.name} {billing.period && <span className={styles.muted}>({periodLabel(billing.period)})</span>}{' '}
        <SubscriptionStatusBadge billing={billing} />
        {billing.current_period_end && (
          <small>
            Current period {formatBillingDate(billing.current_period_start)} –{' '}
            {formatBillingDate(billing.current_period_end)}
          </small>
        )}
      </dd>
    </div>
    <div>
      <dt>Next charge</dt>
      <dd>
        <NextCharge billing={billing} />
      </dd>
    </div>
    <div>
      <dt>Seats</dt>
      <dd>
        {billing.seats.used} of {billing.seats.included} used
      </dd>
    </div>
    <div>
      <dt>Payment method</dt>
      <dd>
        {billing.payment_method ? (
          formatCard(billing.payment_method.brand, billing.payment_method.last4)
        ) : (
          <span className={styles.muted}>No card on file</span>
        )}
      </dd>
    </div>
  </dl>
);
