import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { restoreSession } from '@/lib/auth/session';
import { authStore } from '@/lib/stores/auth-store';
import { yieldToMain } from '@/lib/yield-to-main';

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
    await yieldToMain(); // the query starts in a task of its own, not in the router's (as in the guard loader)
    if (authStore.getState().status === 'authenticated') prefetch(args).catch(() => undefined);
    return null;
  },
});
