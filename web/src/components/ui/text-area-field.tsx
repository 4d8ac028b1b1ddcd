import { useId, type TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';
import { ErrorIcon } from './icons';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled multi-line input with hint and error wired to aria-describedby. */
export const TextAreaField = ({ label, hint, error, id, className, ...area }: TextAreaFieldProps) => {
  const generated = useId();
  const areaId = id ?? generated;
  const describedBy = [hint && `${areaId}-hint`, error && `${areaId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={areaId}>
        {label}
      </label>
      <textarea
        id={areaId}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        rows={4}
        {...area}
      />
      {hint && !error && (
        <p id={`${areaId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${areaId}-error`} className={styles.error}>
          <ErrorIcon size={16} />
          {error}
        </p>
      )}
    </div>
  );
};
