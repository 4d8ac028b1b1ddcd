import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './brand-campaigns.module.css';

/** A group of checkbox chips bound to one array field: `<ToggleGroup legend="…" options={…} {...field('name')} />`. */
export const ToggleGroup = ({
  legend,
  options,
  error,
  label = (o) => o,
  ...register
}: UseFormRegisterReturn & {
  legend: string;
  options: readonly string[];
  error?: string;
  label?: (o: string) => string;
}) => {
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className={styles.toggles}>
        {options.map((o) => (
          <label key={o} className={styles.toggle}>
            <input type="checkbox" value={o} {...register} />
            {label(o)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
};
