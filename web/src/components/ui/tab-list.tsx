import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

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

/**
 * A row of tabs that select a view kept in the URL. Radix gives the tablist keyboard model (arrow keys move and
 * select, Home/End, one tab stop); the page renders the panel itself, since every tab shows the same panel with
 * other data.
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
}: TabListProps<T>) => (
  <Tabs.Root value={value} onValueChange={(next) => onChange(next as T)}>
    <Tabs.List aria-label={label} className={className}>
      {tabs.map((tab) => (
        <Tabs.Trigger
          key={tab.value}
          value={tab.value}
          id={`${idPrefix}-${tab.value}`}
          aria-controls={panelId}
          className={tabClassName}
        >
          {tab.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  </Tabs.Root>
);
