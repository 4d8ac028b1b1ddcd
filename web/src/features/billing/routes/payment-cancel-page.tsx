import { useSearchParams } from 'react-router-dom';
import { ZBillingPeriod } from '@schemas/plans';
import { AppButtonLink } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/empty-state';
import { InfoIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

/** /brand/payment/cancel: the brand left the hosted checkout. Nothing was charged; offer to try again. */
const PaymentCancelPage = () => {
  const [params] = useSearchParams();
  const plan = params.get('plan') ?? undefined;
  const period = ZBillingPeriod.safeParse(params.get('period'));
  return (
    <>
      <PageHeader eyebrow="Brand" title="Payment cancelled" />
      <EmptyState
        icon={<InfoIcon size={26} />}
        title="Nothing was charged"
        description="You left the checkout before paying, so your card was not charged and your plan has not changed. You can try again whenever you are ready."
        actions={
          <>
            <AppButtonLink to={paths.brand.purchase.getHref(plan, period.success ? period.data : undefined)}>
              Try again
            </AppButtonLink>
            <AppButtonLink to={paths.brand.plans.getHref()} color="secondary">
              Compare plans
            </AppButtonLink>
          </>
        }
      />
    </>
  );
};

export default PaymentCancelPage;
