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

/**
 * A select's options for a list of values, each valued by itself and reading `label(value)` (the value by default),
 * after an empty first option when there is a `placeholder` ("Choose…", "Any plan").
 */
export const ChoiceOptions = <V extends string>({
  options,
  label = (value) => value,
  placeholder,
}: {
  options: readonly V[];
  label?: (value: V) => string;
  placeholder?: string;
}) => (
  <>
    {placeholder !== undefined && <option value="">{placeholder}</option>}
    {options.map((o) => (
      <option key={o} value={o}>
        {label(o)}
      </option>
    ))}
  </>
);

/** A select's options from `[value, label]` pairs (sort orders, schedules). */
export const LabelledOptions = ({ choices }: { choices: readonly (readonly [string, string])[] }) => (
  <>
    {choices.map(([value, label]) => (
      <option key={value} value={value}>
        {label}
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
