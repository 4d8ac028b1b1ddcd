import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { RecordOptions, SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useRemovalReasons } from '../api/get-removal-reasons';
import styles from './brand-campaigns.module.css';

/** Asks for a removal reason (spec: removal reasons) before declining a pitch or removing a creator. */
export const DeclineModal = ({
  open,
  title,
  confirmLabel,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reasonId: string, note: string) => void;
}) => {
  const reasons = useRemovalReasons(open);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const confirm = () => (reason ? onConfirm(reason, note) : setError('Choose a reason.'));
  return (
    <ConfirmModal
      open={open}
      onClose={onClose}
      title={title}
      description="The creator sees that the answer is no; the reason helps you and your team later."
      confirmLabel={confirmLabel}
      onConfirm={confirm}
      busy={busy}
    >
      <div className={styles.stackSm}>
        <SelectField
          label="Reason"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
          error={error}
        >
          <option value="">{reasons.isPending ? 'Loading reasons…' : 'Choose a reason'}</option>
          <RecordOptions records={reasons.data} label={(r) => r.label} />
        </SelectField>
        <TextAreaField
          label="Note (optional)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={1000}
        />
      </div>
    </ConfirmModal>
  );
};
