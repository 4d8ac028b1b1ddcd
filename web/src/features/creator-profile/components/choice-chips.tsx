import styles from './creator-profile.module.css';

type ChoiceChipsProps = {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** At most this many can be chosen; the rest are disabled once reached. */
  max?: number;
  error?: string;
  hint?: string;
};

/** A multi-select of checkbox chips in a fieldset (keyboard: Tab between chips, Space to toggle). */
export const ChoiceChips = ({ legend, options, value, onChange, max, error, hint }: ChoiceChipsProps) => {
  const full = max !== undefined && value.length >= max;
  return (
    <fieldset className={styles.fieldset} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      <div className={styles.chips}>
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label key={option} className={styles.chip}>
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={() => onChange(checked ? value.filter((v) => v !== option) : [...value, option])}
              />
              {option}
            </label>
          );
        })}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
};
