import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './feedback.module.css';
import { RefreshIcon, WarningIcon } from './icons';

type ErrorStateProps = {
  title?: string;
  description?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  actions?: ReactNode;
  /** A request id or technical detail to quote to support. */
  details?: string;
};

export const ErrorState = ({
  title = 'Something went wrong',
  description = 'We could not load this. Check your connection and try again.',
  onRetry,
  retryLabel = 'Try again',
  actions,
  details,
}: ErrorStateProps) => (
  <div className={styles.state} role="alert">
    <span className={`${styles.stateIcon} ${styles.errorIcon}`}>
      <WarningIcon size={26} />
    </span>
    <h2 className={styles.stateTitle}>{title}</h2>
    {description && <p className={styles.stateText}>{description}</p>}
    {(onRetry || actions) && (
      <div className={styles.stateActions}>
        {onRetry && (
          <Button color="secondary" icon={<RefreshIcon size={16} />} onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
        {actions}
      </div>
    )}
    {details && <p className={styles.details}>{details}</p>}
  </div>
);
