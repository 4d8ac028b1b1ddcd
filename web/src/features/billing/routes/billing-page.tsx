import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AppButtonLink } from '@/components/ui/app-link';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAuthStore } from '@/lib/stores/auth-store';
import { brandStore, useBrandStore } from '@/lib/stores/brand-store';
import { getBrandSubscription } from '@/lib/queries/get-brand-subscription';
import { useBilling } from '../api/get-billing';
import { useSetCancelAtPeriodEnd } from '../api/set-cancel-at-period-end';
import { BillingSummary } from '../components/billing-summary';
import { CancelDialog } from '../components/cancel-dialog';
import { InvoicesTable } from '../components/invoices-table';
import { LoadingBlock } from '../components/loading-block';
import { PastDueNotice } from '../components/past-due-banner';
import { isConfirmed, PlanConfirmation, type ExpectedChange } from '../components/plan-confirmation';
import styles from '../components/billing.module.css';
import { formatDate } from '@/lib/format';

const expectedFrom = (params: URLSearchParams): ExpectedChange | null => {
  const tier = params.get('plan');
  if (!tier) return null;
  if (params.get('checkout') === 'success') return { kind: 'new', tier };
  const change = params.get('change');
  return change === 'upgrade' || change === 'downgrade' ? { kind: change, tier } : null;
};

/** /brand/billing: current plan, period, next charge, seats, card, invoices with receipts, cancel and resume. */
const BillingPage = () => {
  const [params] = useSearchParams();
  const expected = expectedFrom(params);
  const [isWaiting, setWaiting] = useState(!!expected);
  const billing = useBilling({ refetchInterval: isWaiting ? 1000 : false });
  const resume = useSetCancelAtPeriodEnd();
  const [isCancelling, setCancelling] = useState(false);
  const user = useAuthStore((state) => state.user);

  const refreshGates = useCallback(() => {
    // The feature gates and the past-due banner read the subscription record: refresh it now, not in 10 minutes.
    void brandStore
      .getState()
      .refetchSubscription({ user, fetcher: getBrandSubscription, force: true })
      .catch(() => undefined);
  }, [user]);
  const onConfirmed = useCallback(() => {
    setWaiting(false);
    refreshGates();
  }, [refreshGates]);

  const storedTier = useBrandStore((state) => state.subscription.membership_tier);
  const storedStatus = useBrandStore((state) => state.subscription.status);
  const b = billing.data;
  const isStale =
    !!b && storedTier !== null && (storedTier !== b.plan.membership_tier || (storedStatus ?? 'active') !== b.status);
  useEffect(() => {
    if (isStale) refreshGates();
  }, [isStale, refreshGates]);

  const body = () => {
    if (billing.isPending) return <LoadingBlock label="Loading billing" />;
    if (billing.isError)
      return (
        <ErrorState
          description={isApiError(billing.error) ? billing.error.detail : 'We could not load billing.'}
          onRetry={() => void billing.refetch()}
        />
      );
    const b = billing.data;
    const waiting = isWaiting && !isConfirmed(b, expected);
    return (
      <div className={styles.stack}>
        {expected && <PlanConfirmation billing={b} expected={expected} onConfirmed={onConfirmed} />}
        <PastDueNotice status={b.status} graceUntil={b.grace_until} canManage={b.can_manage} />
        <section className={styles.card} aria-labelledby="plan-title">
          <h2 id="plan-title" className={styles.cardTitle}>
            Your plan
          </h2>
          <BillingSummary billing={b} />
          {b.pending_change && !b.cancel_at_period_end && (
            <p className={`${styles.small} ${styles.muted}`} style={{ marginTop: 'var(--space-3)' }}>
              Changes to {b.pending_change.plan.name} on {formatDate(b.pending_change.at)}.
            </p>
          )}
          {b.can_manage ? (
            <div className={styles.actions}>
              <AppButtonLink to={paths.brand.plans.getHref()} color="secondary">
                Change plan
              </AppButtonLink>
              {b.is_provider_managed && !b.cancel_at_period_end && (
                <Button color="tertiary" onClick={() => setCancelling(true)} disabled={waiting}>
                  Cancel subscription
                </Button>
              )}
              {b.is_provider_managed && b.cancel_at_period_end && (
                <Button loading={resume.isPending} onClick={() => resume.mutate(false)}>
                  Resume subscription
                </Button>
              )}
            </div>
          ) : (
            <p className={`${styles.small} ${styles.muted}`} style={{ marginTop: 'var(--space-3)' }}>
              Only the brand owner or an admin can change the plan.
            </p>
          )}
          {resume.isError && (
            <p role="alert" className={`${styles.notice} ${styles.noticeDanger}`}>
              {isApiError(resume.error) ? resume.error.detail : 'We could not resume. Try again.'}
            </p>
          )}
        </section>
        <InvoicesTable awaitsPayment={!!expected && expected.kind !== 'downgrade'} />
        <CancelDialog billing={b} open={isCancelling} onClose={() => setCancelling(false)} />
      </div>
    );
  };

  return (
    <>
      <PageHeader eyebrow="Brand" title="Billing" description="Your plan, next charge, payment method and invoices." />
      {body()}
    </>
  );
};

export default BillingPage;
