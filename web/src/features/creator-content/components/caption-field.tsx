import { useId, type TextareaHTMLAttributes, type Ref } from 'react';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './creator-content.module.css';

type CaptionFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  error?: string;
  length: number;
  maxLength: number;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled caption box with a live character count against the platform limit. */
export const CaptionField = ({ label, hint, error, length, maxLength, ref, ...textarea }: CaptionFieldProps) => {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
        {...textarea}
      />
      <p id={`${id}-help`} className={error ? fieldStyles.error : fieldStyles.hint}>
        {error ?? hint}
      </p>
      <span className={styles.counter} aria-live="polite">
        {length} / {maxLength}
      </span>
    </div>
  );
};
