import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './field.module.css';
import { ErrorIcon, WarningIcon } from './icons';

/** What a field's control carries so screen readers tie it to its label, hint and error. */
type FieldControl = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type FieldFrameProps = {
  label: string;
  /** The label is read by screen readers only (the row around it says what it is). */
  hideLabel?: boolean;
  hint?: string;
  error?: string;
  /**
   * A note that does not stop the form (an amount outside a campaign's range). A field that passes it, even as
   * null, keeps a polite live region under the control, so the note is announced when it appears.
   */
  warning?: string | null;
  id?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
};

/**
 * Every labelled field's frame: the label, the control `children` draws with the ids it is given, then the hint, or
 * the error in its place, both wired to aria-describedby. Text, select and multi-line fields share it.
 */
export const FieldFrame = ({
  label,
  hideLabel = false,
  hint,
  error,
  warning,
  id,
  className,
  children,
}: FieldFrameProps) => {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy =
    [hint && !error && `${controlId}-hint`, warning && `${controlId}-warning`, error && `${controlId}-error`]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'visually-hidden' : styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={`${controlId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {warning !== undefined && (
        <p id={`${controlId}-warning`} className={styles.warning} role="status">
          {warning && <WarningIcon size={16} />}
          {warning}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className={styles.error}>
          <ErrorIcon size={16} />
          {error}
        </p>
      )}
    </div>
  );
};

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: string;
  hint?: string;
  error?: string;
  warning?: string | null;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with hint and error wired to aria-describedby; passwords get a Show/Hide toggle. */
export const TextField = ({
  label,
  hint,
  error,
  warning,
  id,
  type = 'text',
  className,
  ref,
  ...input
}: TextFieldProps) => {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <FieldFrame label={label} hint={hint} error={error} warning={warning} id={id} className={className}>
      {(control) => (
        <div className={styles.control}>
          <input
            ref={ref}
            {...control}
            type={isPassword && revealed ? 'text' : type}
            className={[styles.input, isPassword && styles.withAction].filter(Boolean).join(' ')}
            {...input}
          />
          {isPassword && (
            <button
              type="button"
              className={styles.action}
              onClick={() => setRevealed((value) => !value)}
              aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
              aria-pressed={revealed}
            >
              {revealed ? 'Hide' : 'Show'}
            </button>
          )}
        </div>
      )}
    </FieldFrame>
  );
};
