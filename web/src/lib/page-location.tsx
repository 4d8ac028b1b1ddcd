import { createContext, useContext } from 'react';

/**
 * What a page shared by the router and the public pages' own boot (app/public-entry.tsx) reads from its address:
 * the route's `:name` parameters, the search parameters and the state the previous page navigated with. The router's
 * auth layout provides it from react-router; the public entry from the address it matched.
 */
export type PageLocation = {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  state: unknown;
};

const PageLocationContext = createContext<PageLocation | null>(null);

export const PageLocationProvider = PageLocationContext.Provider;

export const usePageLocation = (): PageLocation => {
  const location = useContext(PageLocationContext);
  if (!location) throw new Error('usePageLocation outside a PageLocationProvider');
  return location;
};
