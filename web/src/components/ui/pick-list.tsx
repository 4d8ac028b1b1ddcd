import type { ReactNode } from 'react';

type PickListProps<T> = {
  /** What the list holds, for screen readers ("E-mails", "Conversations"). */
  label: string;
  items: readonly T[];
  /** Each item's id: its key, and how the picked one is found. */
  idOf: (item: T) => string;
  pickedId: string | undefined;
  onPick: (item: T) => void;
  classes: { list?: string; item?: string };
  children: (item: T) => ReactNode;
};

/**
 * A list in which one item is picked: each item is a button, the picked one marked `aria-current`, so the list reads
 * and works the same from the keyboard, a pointer or a screen reader wherever it stands (the dev mailbox, a
 * strategist's brands, the conversations).
 */
export const PickList = <T,>({ label, items, idOf, pickedId, onPick, classes, children }: PickListProps<T>) => (
  <ul className={classes.list} aria-label={label}>
    {items.map((item) => (
      <li key={idOf(item)}>
        <button
          type="button"
          className={classes.item}
          aria-current={idOf(item) === pickedId}
          onClick={() => onPick(item)}
        >
          {children(item)}
        </button>
      </li>
    ))}
  </ul>
);
