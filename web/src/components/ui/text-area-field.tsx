import type { TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';
import { FieldFrame } from './text-field';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled multi-line input with hint and error wired to aria-describedby. */
export const TextAreaField = ({ label, hint, error, id, className, ...area }: TextAreaFieldProps) => (
  <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
    {(control) => <textarea {...control} className={`${styles.input} ${styles.textarea}`} rows={4} {...area} />}
  </FieldFrame>
);
