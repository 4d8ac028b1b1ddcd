import { useId, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './brand-profile.module.css';

export const SelectField = ({
  label,
  error,
  options,
  placeholder = 'Choose…',
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  options: readonly string[];
  placeholder?: string;
}) => {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-e`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
};

export const TextAreaField = ({
  label,
  error,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }) => {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
        {...area}
      />
      {error && (
        <p id={`${id}-e`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
};
