import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TBillingPeriod } from '@schemas/plans';
import { FEATURES } from '@schemas/subscription';
import { ErrorState } from '@/components/ui/error-state';
import { SparklesIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingBlock } from '../components/loading-block';
import { useBilling } from '../api/get-billing';
import { usePlans } from '../api/get-plans';
import { FeatureTable } from '../components/feature-table';
import { PeriodSwitch } from '../components/period-switch';
import { PlanCard } from '../components/plan-card';
import styles from '../components/billing.module.css';

const isFeature = (value: string | null): value is (typeof FEATURES)[number] =>
  !!value && (FEATURES as readonly string[]).includes(value);

/** /brand/plans: Free, Starter, Growth and Enterprise side by side; an upsell's feature (`?feature=`) is highlighted. */
const PlansPage = () => {
  const [params] = useSearchParams();
  const plans = usePlans();
  const billing = useBilling();
  const [chosenPeriod, setPeriod] = useState<TBillingPeriod | null>(null);
  const period = chosenPeriod ?? billing.data?.period ?? 'month';
  const feature = isFeature(params.get('feature')) ? params.get('feature')! : undefined;

  const body = () => {
    if (plans.isPending || billing.isPending) return <LoadingBlock label="Loading plans" height={360} />;
    if (plans.isError || billing.isError)
      return (
        <ErrorState
          description="We could not load the plans."
          onRetry={() => void Promise.all([plans.refetch(), billing.refetch()])}
        />
      );
    const current = billing.data;
    const withFeature = feature ? plans.data.results.filter((p) => p.features[feature]).map((p) => p.name) : [];
    return (
      <div className={styles.stack}>
        {feature && (
          <div className={styles.highlight} role="note" aria-label={`${feature} is highlighted`}>
            <SparklesIcon size={22} />
            <div>
              <p className={styles.highlightTitle}>
                {feature} is included in {withFeature.join(', ').replace(/, ([^,]*)$/, ' and $1')}
              </p>
              <p className={`${styles.muted} ${styles.small}`}>
                Upgrade and it works as soon as your payment is confirmed; nothing you have made so far is lost.
              </p>
            </div>
          </div>
        )}
        <PeriodSwitch value={period} onChange={setPeriod} />
        {!current.can_manage && <p className={styles.muted}>Only the brand owner or an admin can change the plan.</p>}
        <ul className={styles.planGrid} aria-label="Plans">
          {plans.data.results.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              period={period}
              isCurrent={plan.id === current.plan.id}
              isCurrentPeriod={current.period === null || current.period === period}
              canManage={current.can_manage}
              highlightedFeature={feature && plan.features[feature] ? feature : undefined}
            />
          ))}
        </ul>
        <FeatureTable plans={plans.data.results} highlightedFeature={feature} />
      </div>
    );
  };

  return (
    <>
      <PageHeader
        eyebrow="Brand"
        title="Plans"
        description="Pick the plan that fits your campaigns. Upgrades apply at once; downgrades and cancellations at the end of the paid period."
      />
      {body()}
    </>
  );
};

export default PlansPage;
