import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';

/** True when a click on a modal <dialog> landed on its backdrop (outside the dialog box). */
const isBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
};

/**
 * A native modal <dialog> that follows `open`: shown with showModal() (the browser traps and restores focus).
 * Escape and, when `dismissible`, a click on the backdrop ask `onClose` instead of closing the dialog behind React's
 * back, so `open` stays the one truth. Spread the answer on the <dialog>.
 */
export const useModalDialog = ({
  open,
  onClose,
  dismissible = true,
}: {
  open: boolean;
  onClose: () => void;
  dismissible?: boolean;
}) => {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return {
    ref,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (dismissible && isBackdropClick(event)) onClose();
    },
  };
};
