import type { TBilling } from '@schemas/billing';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { isApiError } from '@/lib/api-client';
import { useSetCancelAtPeriodEnd } from '../api/set-cancel-at-period-end';
import styles from './billing.module.css';
import { formatDate } from '@/lib/format';

/** Confirms ending the plan at the end of the paid period; nothing is lost, gated screens show upsells afterwards. */
export const CancelDialog = ({ billing, open, onClose }: { billing: TBilling; open: boolean; onClose: () => void }) => {
  const cancel = useSetCancelAtPeriodEnd();
  return (
    <ConfirmModal
      open={open}
      onClose={onClose}
      title={`Cancel ${billing.plan.name}?`}
      description={`You keep ${billing.plan.name} until ${formatDate(billing.current_period_end)}. After that you are on Free: your campaigns, drafts and creators stay, and you can upgrade again at any time.`}
      confirmLabel="Cancel at period end"
      onConfirm={() => cancel.mutate(true, { onSuccess: onClose })}
      busy={cancel.isPending}
      cancelLabel="Keep my plan"
    >
      {cancel.isError && (
        <p role="alert" className={`${styles.notice} ${styles.noticeDanger}`}>
          {isApiError(cancel.error) ? cancel.error.detail : 'We could not cancel. Try again.'}
        </p>
      )}
    </ConfirmModal>
  );
};
