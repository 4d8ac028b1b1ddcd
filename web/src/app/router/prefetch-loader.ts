import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { restoreSession } from '@/lib/auth/session';
import { authStore } from '@/lib/stores/auth-store';
import type { RouteHandle } from '../guards/types';

type Prefetch = (args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * Gives a page's route a loader that starts the page's first query (into the React Query cache) while the page's
 * code is still downloading: react-router runs a route's own loader alongside its `lazy()` import, so the data no
 * longer waits for the code (DESIGN §11, decisions "First paint, session 8"). The loader waits only for the session
 * check the root guard waits for anyway, prefetches only for a signed-in user (a signed-out visitor is sent to
 * sign-in by the guard, not by a 401 here), never blocks the navigation and ignores failures: the page's own query
 * reports them.
 */
export const withPrefetch = (route: RouteObject, prefetch: Prefetch): RouteObject => ({
  ...route,
  loader: async (args: LoaderFunctionArgs) => {
    await restoreSession();
    if (authStore.getState().status === 'authenticated') prefetch(args).catch(() => undefined);
    return null;
  },
});

/**
 * Starts downloading the code of the page being opened (its layout and page chunks) as soon as its area's route
 * table has arrived — the entry starts that table with the app's code — instead of when the router asks for it, once
 * the app's code has run (DESIGN §11, decisions "First paint, session 9"). Each area table calls it once; a page of
 * another area, or none, matches nothing.
 */
export const preloadOpenedPage = (routes: RouteObject[]) => {
  if (typeof window === 'undefined') return;
  for (const match of matchRoutes(routes, window.location.pathname) ?? []) {
    (match.route.handle as RouteHandle | undefined)?.preload?.().catch(() => undefined);
  }
};
