import type { TBillingPeriod } from '@schemas/plans';
import styles from './billing.module.css';

/** Monthly / yearly, as a radio group (arrow keys move between the two). */
export const PeriodSwitch = ({
  value,
  onChange,
  name = 'period',
}: {
  value: TBillingPeriod;
  onChange: (period: TBillingPeriod) => void;
  name?: string;
}) => (
  <fieldset className={styles.periodSwitch}>
    <legend>Billing period</legend>
    {(['month', 'year'] as const).map((period) => (
      <label key={period} className={styles.periodOption}>
        <input type="radio" name={name} value={period} checked={value === period} onChange={() => onChange(period)} />
        <span>
          {period === 'month' ? 'Monthly' : 'Yearly'}
          {period === 'year' && <span className={styles.save}>2 months free</span>}
        </span>
      </label>
    ))}
  </fieldset>
);
