import { createElement, useEffect, useRef, type HTMLAttributes } from 'react';

/** The selected item of a row: a tab link's `aria-current` or a tab's `aria-selected`. */
const ACTIVE_ITEM = '[aria-current="page"], [aria-selected="true"]';
/** The width of the fade at an edge with more (base.css `--scroll-more-fade`): the active item is kept clear of it. */
const FADE_PX = 32;

/** Which ends of a row have more beyond them (a pixel or two of rounding is not "more"). */
const moreOf = (row: HTMLElement) => {
  const start = row.scrollLeft > 1;
  const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : undefined;
};

/** Scrolls the row just enough that its active item is whole and clear of the fades (no change when it already is). */
const revealActive = (row: HTMLElement) => {
  const active = row.querySelector<HTMLElement>(ACTIVE_ITEM);
  if (!active || row.scrollWidth <= row.clientWidth) return;
  const box = row.getBoundingClientRect();
  const item = active.getBoundingClientRect();
  if (item.left < box.left + FADE_PX) row.scrollLeft -= box.left + FADE_PX - item.left;
  else if (item.right > box.right - FADE_PX) row.scrollLeft += item.right - (box.right - FADE_PX);
};

/**
 * A row that scrolls sideways on a narrow screen (tabs): it marks the edges that have more (`data-scroll-more`, which
 * base.css draws as a fade) and, on load and whenever `activeKey` changes, scrolls its active item fully into view.
 * Measured in observer callbacks and the next frame, where the browser lays out anyway, not in the committing task.
 */
const useScrollRow = <T extends HTMLElement>(activeKey?: unknown) => {
  const ref = useRef<T>(null);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const mark = () => {
      const more = moreOf(row);
      if (more) row.dataset.scrollMore = more;
      else delete row.dataset.scrollMore;
    };
    const observer = new ResizeObserver(mark);
    observer.observe(row);
    row.addEventListener('scroll', mark, { passive: true });
    return () => {
      observer.disconnect();
      row.removeEventListener('scroll', mark);
    };
  }, []);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (ref.current) revealActive(ref.current);
    });
    return () => cancelAnimationFrame(frame);
  }, [activeKey]);
  return ref;
};

type ScrollRowProps = HTMLAttributes<HTMLElement> & { as?: 'nav' | 'div'; activeKey?: unknown };

/** A `nav` (or `div`) whose items may not fit: see `useScrollRow`. */
export const ScrollRow = ({ as = 'nav', activeKey, ...rest }: ScrollRowProps) => {
  const ref = useScrollRow<HTMLElement>(activeKey);
  return createElement(as, { ref, ...rest });
};
