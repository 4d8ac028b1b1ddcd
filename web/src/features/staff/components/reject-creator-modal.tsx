import { useState } from 'react';
import { ZRejectCreator } from '@schemas/staff';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { TextAreaField } from '@/components/ui/text-area-field';

type Props = { name: string | null; busy: boolean; onClose: () => void; onConfirm: (reason: string) => void };

/** Asks for the reason a creator is turned down; it is e-mailed to them as written. */
export const RejectCreatorModal = ({ name, busy, onClose, onConfirm }: Props) => {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const confirm = () => {
    const parsed = ZRejectCreator.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onConfirm(parsed.data.reason);
  };
  return (
    <ConfirmModal
      open={name !== null}
      onClose={onClose}
      title={`Ask ${name ?? 'the creator'} for changes`}
      description="The creator stays in review and gets this message by e-mail and in the app. They can update their profile and send it again."
      confirmLabel="Send to the creator"
      onConfirm={confirm}
      busy={busy}
    >
      <TextAreaField
        label="What should they change?"
        value={reason}
        maxLength={2000}
        error={error}
        hint="Be specific: it is the only feedback they get."
        onChange={(e) => {
          setReason(e.target.value);
          setError(undefined);
        }}
      />
    </ConfirmModal>
  );
};
