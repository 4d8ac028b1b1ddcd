import type { TBilling } from '@schemas/billing';
import { StatusBadge } from '@/components/ui/status-badge';
import { SUBSCRIPTION_STATUS_LABELS } from '@/lib/format';

/** The subscription's status, or that it ends at the end of the period when it was cancelled. */
export const SubscriptionStatusBadge = ({ billing }: { billing: TBilling }) =>
  billing.cancel_at_period_end ? (
    <StatusBadge status={billing.status} label="Ends at period end" tone="warn" />
  ) : (
    <StatusBadge status={billing.status} label={SUBSCRIPTION_STATUS_LABELS[billing.status]} />
  );
