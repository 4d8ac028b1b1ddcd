import styles from './field.module.css';
import { ErrorIcon } from './icons';

/** The form-level error (the API's `detail`), announced to screen readers. */
export const FormError = ({ message }: { message?: string }) =>
  message ? (
    <div className={styles.formError} role="alert">
      <ErrorIcon size={18} />
      <span>{message}</span>
    </div>
  ) : null;
