import { useEffect, useRef, type ReactNode } from 'react';
import styles from './sticky-action-bar.module.css';

type StickyActionBarProps = {
  /** Names the group for screen readers, e.g. "Answer the offer". */
  label: string;
  /**
   * Only a shortcut on phones (e.g. "Go to signature" when the real form sits at the end): hidden on wider screens,
   * where the action itself is in view. By default the bar holds the real actions and sits in place there.
   */
  phoneOnly?: boolean;
  children: ReactNode;
};

/** The bar's height while it is pinned, so the page (and the snackbar) can make room for it. */
const HEIGHT_VARIABLE = '--sticky-action-height';

/**
 * The page's primary action, kept in reach on phones (below 1024 px): pinned to the bottom of the screen, with the
 * page padded by the bar's height so nothing ends up beneath it. On wider screens the actions stay where they are in
 * the page. The buttons are the real ones, in their place in the document, so focus order and names do not change.
 */
export const StickyActionBar = ({ label, phoneOnly = false, children }: StickyActionBarProps) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // A variable written on <html> restyles the whole page: write it only when the pinned bar's height changes, and
    // not at all where the bar sits in the page (the rules that read it apply only while it is pinned).
    const measure = () => {
      const height = getComputedStyle(bar).position === 'fixed' ? `${bar.offsetHeight}px` : '';
      if (root.style.getPropertyValue(HEIGHT_VARIABLE) === height) return;
      if (height) root.style.setProperty(HEIGHT_VARIABLE, height);
      else root.style.removeProperty(HEIGHT_VARIABLE);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, []);
  return (
    <div
      ref={ref}
      role="group"
      aria-label={label}
      className={phoneOnly ? `${styles.bar} ${styles.phoneOnly}` : styles.bar}
    >
      {children}
    </div>
  );
};
