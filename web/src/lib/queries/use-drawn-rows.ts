import { startTransition, useDeferredValue, useEffect, useState } from 'react';

/** False for the component's first render, then true (set in a transition). */
const useAfterFirstDraw = () => {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
};

/**
 * The rows of a query's list to draw now, so a screen's data never holds the main thread in one long task (DESIGN
 * §11, decisions "First paint, session 16 — tbt-data"):
 * - the list's first commit draws the first `first` rows (what fills the screen it opens on); the others follow at
 *   once in a transition, which React renders in short slices and commits and lays out on its own;
 * - a new list (the query's data changed: a refetch, another page, a saved row) is drawn in a transition too
 *   (`useDeferredValue`): React Query's store updates render synchronously, and that render keeps the rows already
 *   drawn, which are memoised and so skipped; the new rows follow in slices.
 * The rows must be memoised components for the second point. Only the list's first draw is split: later lists are
 * drawn whole, so nothing on screen moves.
 */
export const useDrawnRows = <T>(rows: readonly T[], first: number): readonly T[] => {
  const deferred = useDeferredValue(rows);
  const drawAll = useAfterFirstDraw();
  return drawAll || deferred.length <= first ? deferred : deferred.slice(0, first);
};
