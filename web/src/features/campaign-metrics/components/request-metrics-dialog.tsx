import { useId, useState } from 'react';
import type { TCampaignMetrics } from '@schemas/metrics';
import { FormError } from '@/components/ui/form-error';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { isApiError } from '@/lib/api-client';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useRequestMetrics } from '../api/request-metrics';
import styles from './campaign-metrics.module.css';

const EVERYONE = 'everyone';

type RequestMetricsDialogProps = { open: boolean; onClose: () => void; metrics: TCampaignMetrics };

/** Asks one creator (or everyone with live posts) for their posts' figures, with an optional note. */
export const RequestMetricsDialog = ({ open, onClose, metrics }: RequestMetricsDialogProps) => {
  const [target, setTarget] = useState(EVERYONE);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const request = useRequestMetrics();
  const selectId = useId();
  const messageId = useId();

  const close = () => {
    setError(undefined);
    onClose();
  };
  const send = () => {
    const body =
      target === EVERYONE
        ? { deliverable_ids: metrics.deliverables.map((d) => d.deliverable_id), message }
        : { match_id: target, message };
    request.mutate(body, {
      onSuccess: (result) => {
        showSnackbar({
          message: `${result.detail} The creator${target === EVERYONE && metrics.creators.length > 1 ? 's were' : ' was'} notified.`,
        });
        setMessage('');
        close();
      },
      onError: (e) => setError(isApiError(e) ? e.detail : 'Something went wrong. Try again.'),
    });
  };

  return (
    <ConfirmModal
      open={open}
      onClose={close}
      title="Request metrics"
      description="Creators get a notification and an e-mail asking for their posts’ figures and an insights screenshot."
      confirmLabel="Send request"
      onConfirm={send}
      busy={request.isPending}
      danger={false}
    >
      <div className={styles.dialogFields}>
        <label htmlFor={selectId} className={styles.label}>
          Ask
        </label>
        <select id={selectId} className={styles.select} value={target} onChange={(e) => setTarget(e.target.value)}>
          <option value={EVERYONE}>Everyone with live posts ({metrics.creators.length})</option>
          {metrics.creators.map((c) => (
            <option key={c.match_id} value={c.match_id}>
              {c.creator.name}
            </option>
          ))}
        </select>
        <label htmlFor={messageId} className={styles.label}>
          Note (optional)
        </label>
        <textarea
          id={messageId}
          className={styles.textarea}
          rows={3}
          maxLength={1000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          placeholder="e.g. Please include story link taps."
        />
        <FormError message={error} />
      </div>
    </ConfirmModal>
  );
};
