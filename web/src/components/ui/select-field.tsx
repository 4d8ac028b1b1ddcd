import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styles from './field.module.css';
import { FieldFrame } from './text-field';

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
  hideLabel,
  hint,
  error,
  id,
  className,
  ref,
  children,
  ...select
}: SelectFieldProps) => (
  <FieldFrame label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} className={className}>
    {(control) => (
      <select ref={ref} {...control} className={`${styles.input} ${styles.select}`} {...select}>
        {children}
      </select>
    )}
  </FieldFrame>
);

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
