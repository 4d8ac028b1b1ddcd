import type { ReactNode } from 'react';

/** One fact: its name and value; `false` (from `condition && [...]`) leaves the fact out. */
export type TFact = readonly [term: string, value: ReactNode] | false | null | undefined;

/**
 * A description list of named facts or figures. The look comes from the caller's stylesheet (the shared facts,
 * figures or stats pieces in components/styles), so each screen keeps its own layout.
 */
export const Facts = ({
  facts,
  className,
  itemClassName,
  label,
}: {
  facts: readonly TFact[];
  className?: string;
  itemClassName?: string;
  /** An accessible name for the list, when no heading names it. */
  label?: string;
}) => (
  <dl className={className} aria-label={label}>
    {facts
      .filter((f): f is readonly [string, ReactNode] => Boolean(f))
      .map(([term, value]) => (
        <div key={term} className={itemClassName}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
  </dl>
);
