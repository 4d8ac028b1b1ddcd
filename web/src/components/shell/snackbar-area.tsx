import { useState, type ReactNode } from 'react';
import { useSnackbarStore, type SnackbarMessage, type SnackbarVariant } from '../../lib/stores/snackbar-store';
import { Button } from '../ui/button';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, TipsIcon, WarningIcon } from '../ui/icons';
import styles from './snackbar.module.css';

const ICONS: Record<SnackbarVariant, ReactNode> = {
  success: <CheckCircleIcon size={18} />,
  warning: <WarningIcon size={18} />,
  error: <ErrorIcon size={18} />,
  tips: <TipsIcon size={18} />,
  info: <InfoIcon size={18} />,
};

const Snackbar = ({ message, onClose }: { message: SnackbarMessage; onClose: (id: string) => void }) => {
  const [showDetails, setShowDetails] = useState(false);
  const urgent = message.global || message.variant === 'error' || message.variant === 'warning';
  return (
    <div className={`${styles.item} ${styles[message.variant] ?? ''}`} role={urgent ? 'alert' : 'status'}>
      <span className={styles.icon}>{ICONS[message.variant]}</span>
      <div className={styles.body}>
        {message.title && <p className={styles.title}>{message.title}</p>}
        <p className={styles.message}>{message.message}</p>
        {message.description && <p className={styles.description}>{message.description}</p>}
        {message.details && (
          <>
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={showDetails}
              onClick={() => setShowDetails((v) => !v)}
            >
              {showDetails ? 'Hide details' : 'Show details'}
            </button>
            {showDetails && (
              <div className={styles.details}>
                {message.detailsTitle && <p className={styles.detailsTitle}>{message.detailsTitle}</p>}
                {message.details}
              </div>
            )}
          </>
        )}
        {message.buttonLabel && (
          <div className={styles.actions}>
            <Button size="small" color={message.buttonVariant} onClick={() => message.buttonAction?.()}>
              {message.buttonLabel}
            </Button>
          </div>
        )}
      </div>
      {message.closable && (
        <button
          type="button"
          className={styles.close}
          aria-label="Dismiss notification"
          onClick={() => onClose(message.id)}
        >
          <CloseIcon size={16} />
        </button>
      )}
    </div>
  );
};

/** The global snackbar area (spec §2 Shell). Messages are announced through a polite live region. */
export const SnackbarArea = () => {
  const messages = useSnackbarStore((state) => state.messages);
  const close = useSnackbarStore((state) => state.close);
  return (
    <div className={styles.area} aria-live="polite" aria-relevant="additions">
      {messages.map((message) => (
        <Snackbar key={message.id} message={message} onClose={close} />
      ))}
    </div>
  );
};
