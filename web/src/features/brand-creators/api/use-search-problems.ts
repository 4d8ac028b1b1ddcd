import { useEffect, useState } from 'react';
import type { CreatorSearchParams } from './search-creators';

type Checker = typeof import('./search-problems').searchProblems;
let loaded: Checker | undefined;
const loadChecker = () => import('./search-problems').then((m) => (loaded = m.searchProblems));

/**
 * The problems of the search's filters, or `undefined` while the checker's code is on its way. Without filters
 * there is nothing to check and the answer is immediate, so the first search never waits for the checker.
 */
export const useSearchProblems = (query: CreatorSearchParams, filtered: boolean) => {
  const [checker, setChecker] = useState(() => loaded);
  useEffect(() => {
    if (!filtered || checker) return;
    // Should the code not arrive, the server checks the filters itself and the page shows its answer.
    void loadChecker().then(
      (check) => setChecker(() => check),
      () => setChecker(() => () => ({})),
    );
  }, [filtered, checker]);
  if (!filtered) return {};
  return checker?.(query);
};
