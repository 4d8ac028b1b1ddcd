import { useMatch } from 'react-router-dom';
import { AppButtonLink } from '@/components/ui/app-link';
import { WarningIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useTeamAbility } from '@/lib/auth/use-can';
import { useBrandStore } from '@/lib/stores/brand-store';
import styles from './billing.module.css';
import { formatDate } from '@/lib/format';

/** A failed renewal: what happens and by when, with the way to fix it. */
export const PastDueNotice = ({
  status,
  graceUntil,
  canManage,
}: {
  status: string | null | undefined;
  graceUntil: string | null | undefined;
  canManage: boolean;
}) => {
  if (status !== 'past_due') return null;
  return (
    <div className={`${styles.notice} ${styles.noticeWarning}`} role="alert">
      <WarningIcon size={20} />
      <div className={styles.noticeBody}>
        <p className={styles.noticeTitle}>Your last payment failed</p>
        <p className={styles.small}>
          Your plan keeps working until {formatDate(graceUntil)}. If the payment is not made by then, the brand moves to
          Free: nothing is deleted, but paid features pause.
        </p>
      </div>
      {canManage && (
        <AppButtonLink to={paths.brand.billing.getHref()} size="small" color="secondary">
          Review billing
        </AppButtonLink>
      )}
    </div>
  );
};

/**
 * Shown to the owner and admins across the brand area while the subscription is past_due (from the subscription
 * record); not on the billing page, which says the same in its own notice.
 */
export const PastDueBanner = () => {
  const onBilling = useMatch(paths.brand.billing.path) !== null;
  const canBill = useTeamAbility('billing');
  const status = useBrandStore((state) => state.subscription.status);
  const graceUntil = useBrandStore((state) => state.subscription.grace_until);
  if (!canBill || onBilling) return null;
  if (status !== 'past_due') return null;
  return (
    <div className={styles.banner}>
      <PastDueNotice status={status} graceUntil={graceUntil} canManage />
    </div>
  );
};
