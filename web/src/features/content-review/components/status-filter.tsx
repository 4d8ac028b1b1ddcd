import type { TDeliverableStatus } from '@schemas/content';
import styles from './content-review.module.css';
import { DELIVERABLE_STATUS_LABELS } from '@/lib/format';

/** The filter's order: what needs the brand first. */
const FILTER_STATUSES: TDeliverableStatus[] = [
  'submitted',
  'changes_requested',
  'approved',
  'published',
  'paid',
  'pending',
];

type StatusFilterProps = {
  value: TDeliverableStatus | undefined;
  counts: Record<TDeliverableStatus, number> | undefined;
  onChange: (status: TDeliverableStatus | undefined) => void;
};

/** Toggle buttons: All, then each status with its count (statuses with nothing in them are left out). */
export const StatusFilter = ({ value, counts, onChange }: StatusFilterProps) => {
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const options = FILTER_STATUSES.filter((s) => !counts || counts[s] > 0 || s === value);
  return (
    <div className={styles.filter} role="group" aria-label="Filter by status">
      <button
        type="button"
        className={styles.filterButton}
        aria-pressed={value === undefined}
        onClick={() => onChange(undefined)}
      >
        All{total !== undefined && <span className={styles.filterCount}>{total}</span>}
      </button>
      {options.map((status) => (
        <button
          key={status}
          type="button"
          className={styles.filterButton}
          aria-pressed={value === status}
          onClick={() => onChange(status)}
        >
          {DELIVERABLE_STATUS_LABELS[status]}
          {counts && <span className={styles.filterCount}>{counts[status]}</span>}
        </button>
      ))}
    </div>
  );
};
