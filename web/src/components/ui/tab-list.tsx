import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ScrollRow } from './scroll-row';

type TabItem<T extends string> = { value: T; label: ReactNode };

type TabListProps<T extends string> = {
  label: string;
  value: T;
  onChange: (value: T) => void;
  tabs: readonly TabItem<T>[];
  /** Prefix of each tab's id (`<idPrefix>-<value>`), so the page's panel can be labelled by the selected tab. */
  idPrefix: string;
  /** The id of the one panel every tab shows (the page renders it); omit when the tabs switch the whole page below. */
  panelId?: string;
  className?: string;
  tabClassName?: string;
};

/** Where each key moves in a row of `count` tabs (WAI-ARIA tabs pattern, horizontal, wrapping). */
const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A row of tabs that select a view kept in the URL, with the WAI-ARIA tabs keyboard model: one tab stop (the selected
 * tab), the arrow keys move and select (automatic activation), Home/End go to the first and last tab. Written by hand
 * (a few lines) rather than with a headless library, which cost the screens that show tabs ~8 KiB before their first
 * paint (DESIGN §11). The page renders the panel itself, since every tab shows the same panel with other data.
 */
export const TabList = <T extends string>({
  label,
  value,
  onChange,
  tabs,
  idPrefix,
  panelId,
  className,
  tabClassName,
}: TabListProps<T>) => {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = KEY_MOVES[event.key];
    const next = move ? tabs[move(index, tabs.length)] : undefined;
    if (!move || !next) return;
    event.preventDefault();
    buttons.current[tabs.indexOf(next)]?.focus();
    if (next.value !== value) onChange(next.value);
  };
  return (
    <ScrollRow
      as="div"
      activeKey={value}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={className}
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${tab.value}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={tabClassName}
            onClick={() => {
              if (!selected) onChange(tab.value);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </ScrollRow>
  );
};
