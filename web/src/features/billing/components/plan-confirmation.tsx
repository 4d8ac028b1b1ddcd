import { useEffect } from 'react';
import type { TBilling } from '@schemas/billing';
import { CheckCircleIcon, InfoIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import styles from './billing.module.css';
import { formatDate } from '@/lib/format';

export type ExpectedChange = { kind: 'new' | 'upgrade' | 'downgrade'; tier: string };

/** Whether the billing record already shows what the brand just bought. */
export const isConfirmed = (billing: TBilling | undefined, expected: ExpectedChange | null) => {
  if (!billing || !expected) return true;
  if (expected.kind === 'downgrade')
    return (
      billing.pending_change?.plan.membership_tier === expected.tier || billing.plan.membership_tier === expected.tier
    );
  return billing.plan.membership_tier === expected.tier;
};

/**
 * Back from checkout (or after an upgrade): the payment provider confirms by webhook a moment later, so this waits
 * for the plan to show up, then says so and refreshes the feature gates (`onConfirmed`).
 */
export const PlanConfirmation = ({
  billing,
  expected,
  onConfirmed,
}: {
  billing: TBilling;
  expected: ExpectedChange;
  onConfirmed: () => void;
}) => {
  const confirmed = isConfirmed(billing, expected);
  useEffect(() => {
    if (confirmed) onConfirmed();
  }, [confirmed, onConfirmed]);

  if (!confirmed) {
    return (
      <div className={styles.notice} role="status">
        <Spinner size={20} />
        <div className={styles.noticeBody}>
          <p className={styles.noticeTitle}>Confirming your payment…</p>
          <p className={`${styles.muted} ${styles.small}`}>This takes a few seconds. You can keep this page open.</p>
        </div>
      </div>
    );
  }
  if (expected.kind === 'downgrade') {
    return (
      <div className={styles.notice} role="status">
        <InfoIcon size={20} />
        <div className={styles.noticeBody}>
          <p className={styles.noticeTitle}>
            Your plan changes on {formatDate(billing.pending_change?.at ?? billing.current_period_end)}
          </p>
          <p className={`${styles.muted} ${styles.small}`}>
            You keep {billing.plan.name} until then; the lower price applies from the next renewal.
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className={`${styles.notice} ${styles.noticeSuccess}`} role="status">
      <CheckCircleIcon size={20} />
      <div className={styles.noticeBody}>
        <p className={styles.noticeTitle}>You are on {billing.plan.name}</p>
        <p className={`${styles.muted} ${styles.small}`}>Its features are ready to use now. Your receipt is below.</p>
      </div>
    </div>
  );
};
