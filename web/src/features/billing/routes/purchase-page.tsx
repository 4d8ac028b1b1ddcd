import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ZBillingPeriod, type TBillingPeriod } from '@schemas/plans';
import { Button } from '@/components/ui/button';
import { BackButton } from '@/components/ui/back-button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { usePlans } from '../api/get-plans';
import { usePurchaseQuote } from '../api/get-purchase-quote';
import { useStartCheckout } from '../api/start-checkout';
import { LoadingBlock } from '../components/loading-block';
import { PeriodSwitch } from '../components/period-switch';
import { priceOf } from '../components/plan-price';
import { PurchaseSummary } from '../components/purchase-summary';
import styles from '../components/billing.module.css';
import { formatMoney } from '@/lib/format';

const errorText = (error: unknown) =>
  isApiError(error) ? error.detail : 'We could not reach the payment service. Try again.';

/** /brand/purchase: choose plan and period, see what is charged today (proration on upgrades), go to checkout. */
const PurchasePage = () => {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const plans = usePlans();
  const plan = params.get('plan') ?? 'growth';
  const parsedPeriod = ZBillingPeriod.safeParse(params.get('period'));
  const period: TBillingPeriod = parsedPeriod.success ? parsedPeriod.data : 'month';
  const quote = usePurchaseQuote(plan, period);
  const checkout = useStartCheckout();
  // One key per choice: a double click or a retry reuses the same checkout.
  const idempotencyKey = useMemo(() => `${plan}-${period}-${crypto.randomUUID()}`, [plan, period]);
  const [isLeaving, setLeaving] = useState(false);

  const choose = (next: { plan?: string; period?: TBillingPeriod }) =>
    setParams({ plan: next.plan ?? plan, period: next.period ?? period }, { replace: true });

  const submit = () =>
    checkout.mutate(
      { input: { plan, period }, idempotencyKey },
      {
        onSuccess: ({ checkout_url, kind }) => {
          if (kind === 'new') {
            setLeaving(true);
            window.location.assign(checkout_url);
            return;
          }
          const url = new URL(checkout_url);
          navigate(`${url.pathname}${url.search}`);
        },
      },
    );

  const buyable = plans.data?.results.filter((p) => p.price_monthly_cents > 0 && !p.is_contact_sales) ?? [];
  const cta = !quote.data
    ? 'Continue'
    : quote.data.kind === 'new'
      ? 'Continue to checkout'
      : quote.data.kind === 'upgrade'
        ? `Upgrade now and pay ${formatMoney(quote.data.due_today_cents, quote.data.currency)}`
        : `Switch to ${quote.data.plan.name} at the end of the period`;

  return (
    <>
      <PageHeader
        eyebrow="Brand"
        title="Purchase"
        description="Choose your plan and billing period, check what is charged today, then pay securely."
        back={<BackButton to={paths.brand.plans.getHref()} label="Back to plans" />}
      />
      {plans.isPending ? (
        <LoadingBlock label="Loading plans" />
      ) : plans.isError ? (
        <ErrorState description="We could not load the plans." onRetry={() => void plans.refetch()} />
      ) : (
        <div className={styles.purchase}>
          <div className={styles.stack}>
            <fieldset className={styles.choices}>
              <legend>Plan</legend>
              {buyable.map((p) => (
                <label key={p.id} className={styles.choice}>
                  <input
                    type="radio"
                    name="plan"
                    value={p.membership_tier}
                    checked={plan === p.membership_tier}
                    onChange={() => choose({ plan: p.membership_tier })}
                  />
                  <span className={styles.choiceText}>
                    <strong>{p.name}</strong>
                    <span className={`${styles.muted} ${styles.small}`}>
                      {formatMoney(priceOf(p, period), p.currency)} / {period} · {p.seats} seats
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            <PeriodSwitch value={period} onChange={(next) => choose({ period: next })} name="purchase-period" />
          </div>
          <div className={styles.stack}>
            {quote.isPending ? (
              <LoadingBlock label="Calculating what is due today" height={200} />
            ) : quote.isError ? (
              <ErrorState
                title="This choice is not available"
                description={errorText(quote.error)}
                onRetry={isApiError(quote.error) && quote.error.status < 500 ? undefined : () => void quote.refetch()}
              />
            ) : (
              <PurchaseSummary quote={quote.data} />
            )}
            {checkout.isError && (
              <p role="alert" className={`${styles.notice} ${styles.noticeDanger}`}>
                {errorText(checkout.error)}
              </p>
            )}
            <Button onClick={submit} loading={checkout.isPending || isLeaving} disabled={!quote.data} fullWidth>
              {cta}
            </Button>
            <p className={`${styles.muted} ${styles.small}`}>
              Payments are processed by our payment provider; we never see your card number.
            </p>
          </div>
        </div>
      )}
    </>
  );
};

export default PurchasePage;
