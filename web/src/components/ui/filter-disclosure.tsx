import { useId, useState, type ReactNode } from 'react';
import styles from './filter-disclosure.module.css';

type FilterDisclosureProps = {
  /** How many filters are in force: shown on the phone's toggle so results are never filtered unseen. */
  activeCount: number;
  /** Open from the start (e.g. a filter needs fixing). */
  defaultOpen?: boolean;
  children: ReactNode;
};

/**
 * Filters that fold away on phones and small tablets (below 1024 px): a "Filters" toggle with the count of active
 * filters comes before the results, and the panel opens under it. On wider screens the panel is always shown.
 */
export const FilterDisclosure = ({ activeCount, defaultOpen = false, children }: FilterDisclosureProps) => {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <div className={styles.wrapper}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{open ? 'Hide filters' : 'Filters'}</span>
        {activeCount > 0 && (
          <span className={styles.count} aria-label={`${activeCount} active`}>
            {activeCount}
          </span>
        )}
      </button>
      <div id={panelId} className={open ? styles.panelOpen : styles.panel}>
        {children}
      </div>
    </div>
  );
};
