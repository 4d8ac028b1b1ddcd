import type { TBilling } from '@schemas/billing';
import styles from './billing.module.css';

const LABELS: Record<TBilling['status'], [string, string]> = {
  active: ['Active', styles.badgeSuccess!],
  trialing: ['Trial', styles.badgePrimary!],
  past_due: ['Payment failed', styles.badgeDanger!],
  canceled: ['Ended', styles.badge!],
};

export const SubscriptionStatusBadge = ({ billing }: { billing: TBilling }) => {
  const [label, tone] = billing.cancel_at_period_end
    ? ['Ends at period end', styles.badgeWarning!]
    : LABELS[billing.status];
  return <span className={`${styles.badge} ${tone}`}>{label}</span>;
};

const INVOICE: Record<string, [string, string]> = {
  paid: ['Paid', styles.badgeSuccess!],
  open: ['Open', styles.badgeWarning!],
  payment_failed: ['Failed', styles.badgeDanger!],
};

export const InvoiceStatusBadge = ({ status }: { status: string }) => {
  const [label, tone] = INVOICE[status] ?? [status, ''];
  return <span className={`${styles.badge} ${tone}`}>{label}</span>;
};
