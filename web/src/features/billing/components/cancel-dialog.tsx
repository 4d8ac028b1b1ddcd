import type { TBilling } from '@schemas/billing';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-client';
import { useSetCancelAtPeriodEnd } from '../api/set-cancel-at-period-end';
import styles from './billing.module.css';
import { formatDate } from '@/lib/format';

/** Confirms ending the plan at the end of the paid period; nothing is lost, gated screens show upsells afterwards. */
export const CancelDialog = ({ billing, open, onClose }: { billing: TBilling; open: boolean; onClose: () => void }) => {
  const cancel = useSetCancelAtPeriodEnd();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Cancel ${billing.plan.name}?`}
      description={`You keep ${billing.plan.name} until ${formatDate(billing.current_period_end)}. After that you are on Free: your campaigns, drafts and creators stay, and you can upgrade again at any time.`}
      footer={
        <>
          <Button color="secondary" onClick={onClose}>
            Keep my plan
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate(true, { onSuccess: onClose })}>
            Cancel at period end
          </Button>
        </>
      }
    >
      {cancel.isError && (
        <p role="alert" className={`${styles.notice} ${styles.noticeDanger}`}>
          {isApiError(cancel.error) ? cancel.error.detail : 'We could not cancel. Try again.'}
        </p>
      )}
    </Modal>
  );
};
