import type { TBilling } from '@schemas/billing';
import { periodLabel } from './plan-price';
import { SubscriptionStatusBadge } from './status-badge';
import styles from './billing.module.css';
import { cardLabel, formatDate, formatMoney } from '@/lib/format';
import { Facts } from '@/components/ui/facts';

const NextCharge = ({ billing }: { billing: TBilling }) => {
  if (billing.cancel_at_period_end)
    return (
      <>
        None<small>Your plan ends on {formatDate(billing.current_period_end)}, then you are on Free.</small>
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
      {formatMoney(billing.next_charge.amount_cents, billing.next_charge.currency)}
      <small>on {formatDate(billing.next_charge.at)}</small>
    </>
  );
};

/** Plan, period, next charge, seats and card at a glance. */
export const BillingSummary = ({ billing }: { billing: TBilling }) => (
  <Facts
    className={styles.summary}
    facts={[
      [
        'Plan',
        <>
          {billing.plan.name} {billing.period && <span className={styles.muted}>({periodLabel(billing.period)})</span>}{' '}
          <SubscriptionStatusBadge billing={billing} />
          {billing.current_period_end && (
            <small>
              Current period {formatDate(billing.current_period_start)} – {formatDate(billing.current_period_end)}
            </small>
          )}
        </>,
      ],
      ['Next charge', <NextCharge billing={billing} />],
      [
        'Seats',
        <>
          {billing.seats.used} of {billing.seats.included} used
        </>,
      ],
      [
        'Payment method',
        billing.payment_method ? (
          cardLabel(billing.payment_method.brand, billing.payment_method.last4)
        ) : (
          <span className={styles.muted}>No card on file</span>
        ),
      ],
    ]}
  />
);
