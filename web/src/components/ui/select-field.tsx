import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './field.module.css';
import { ErrorIcon } from './icons';

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** The label is read by screen readers only (the row around it says what it is). */
  hideLabel?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select, styled like TextField, with hint and error wired to aria-describedby. */
export const SelectField = ({
  label,
  hideLabel = false,
  hint,
  error,
  id,
  className,
  ref,
  children,
  ...select
}: SelectFieldProps) => {
  const generated = useId();
  const selectId = id ?? generated;
  const describedBy = [hint && `${selectId}-hint`, error && `${selectId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'visually-hidden' : styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className={`${styles.input} ${styles.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {children}
      </select>
      {hint && !error && (
        <p id={`${selectId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${selectId}-error`} className={styles.error}>
          <ErrorIcon size={16} />
          {error}
        </p>
      )}
    </div>
  );
};

/** A select's options for a list of plain strings, after an empty first option that asks for a choice. */
export const ChoiceOptions = ({
  options,
  placeholder = 'Choose…',
}: {
  options: readonly string[];
  placeholder?: string;
}) => (
  <>
    <option value="">{placeholder}</option>
    {options.map((o) => (
      <option key={o} value={o}>
        {o}
      </option>
    ))}
  </>
);

/** A select's options for records: each record's id is the option's value, `label` what the option reads. */
export const RecordOptions = <T extends { id: string | number }>({
  records,
  label,
}: {
  records: readonly T[] | undefined;
  label: (record: T) => string;
}) => (
  <>
    {(records ?? []).map((record) => (
      <option key={record.id} value={record.id}>
        {label(record)}
      </option>
    ))}
  </>
);
