import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './field.module.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export const Checkbox = ({ label, description, error, id, ref, ...input }: CheckboxProps) => {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={styles.field}>
      <label className={styles.checkRow} htmlFor={inputId}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...input}
        />
        <span className={styles.checkText}>
          <span>{label}</span>
          {description && <span className={styles.hint}>{description}</span>}
        </span>
      </label>
      {error && (
        <p id={`${inputId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
};
