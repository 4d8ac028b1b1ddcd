import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SIDEBAR_COLLAPSE_QUERY } from '../../config/constants';
import styles from './filter-disclosure.module.css';

type FilterDisclosureProps = {
  /** How many filters are in force: shown on the phone's toggle so results are never filtered unseen. */
  activeCount: number;
  /** Open from the start (e.g. a filter needs fixing). */
  defaultOpen?: boolean;
  children: ReactNode;
};

const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(SIDEBAR_COLLAPSE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isFolded = () => window.matchMedia(SIDEBAR_COLLAPSE_QUERY).matches;

/**
 * Filters that fold away on phones and small tablets (below 1024 px): a "Filters" toggle with the count of active
 * filters comes before the results, and the panel opens under it. On wider screens the panel is always shown.
 * A folded panel is not drawn until it is first opened (a filter form is ~150 elements, and its choices may need a
 * request, before the results a phone shows first); once drawn it stays, hidden while folded, so what was typed in
 * it is kept.
 */
export const FilterDisclosure = ({ activeCount, defaultOpen = false, children }: FilterDisclosureProps) => {
  const [open, setOpen] = useState(defaultOpen);
  const folded = useSyncExternalStore(subscribeToWidth, isFolded);
  const [drawn, setDrawn] = useState(false);
  if ((open || !folded) && !drawn) setDrawn(true);
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
        {(drawn || open || !folded) && children}
      </div>
    </div>
  );
};
