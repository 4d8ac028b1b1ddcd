import { Button } from './button';
import { Modal, type ModalProps } from './modal';

type ConfirmModalProps = Omit<ModalProps, 'footer'> & {
  /** The action's button, e.g. "Decline" or "Send request". */
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  disabled?: boolean;
  /** An action that cannot be taken back is red; anything else is the primary colour. */
  danger?: boolean;
  cancelLabel?: string;
};

/** A modal that asks before an action: the question (and any fields) above, Cancel and the action below. */
export const ConfirmModal = ({
  confirmLabel,
  onConfirm,
  busy = false,
  disabled = false,
  danger = true,
  cancelLabel = 'Cancel',
  ...modal
}: ConfirmModalProps) => (
  <Modal
    {...modal}
    footer={
      <>
        <Button color="secondary" onClick={modal.onClose}>
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red' : undefined} loading={busy} disabled={disabled} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </>
    }
  />
);
