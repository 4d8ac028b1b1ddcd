import { useId, type ReactNode } from 'react';
import { useModalDialog } from './modal-dialog';
import { CloseIcon } from './icons';
import styles from './modal.module.css';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Close when the backdrop is clicked (default true). */
  dismissible?: boolean;
};

/**
 * A modal built on the native <dialog>: focus is trapped and restored by the browser, Escape closes it.
 */
export const Modal = ({ open, onClose, title, description, children, footer, dismissible = true }: ModalProps) => {
  const dialog = useModalDialog({ open, onClose, dismissible });
  const titleId = useId();

  return (
    <dialog {...dialog} className={styles.dialog} aria-labelledby={titleId}>
      {open && (
        <>
          <div className={styles.header}>
            <div>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {description && <p className={styles.description}>{description}</p>}
            </div>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close dialog">
              <CloseIcon size={18} />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </>
      )}
    </dialog>
  );
};
