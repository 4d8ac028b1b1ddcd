import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router-dom';
import { restoreSession } from '@/lib/auth/session';
import { dropEarlyRequests, takenEarlyResponses } from '@/lib/early-requests';
import { firstNavigationSettled } from '@/lib/first-screen';
import { registerNavigator } from '@/lib/navigation';
import { discoverAreaRoutes, openedAreaRoutes } from './area-routes';
import { signedInAreaOf } from './area-tables';
import { trackPendingNavigation } from './chunk-reload';
import { loadQueryRoot } from './query-root-loader';
import { pendingNavigationPath, setRouterInstance } from './router-instance';
import { appRoutes } from './routes';
import { yieldToMain } from '@/lib/yield-to-main';

/**
 * The first load's downloads that wait for nothing start together: the session check, and on a signed-in area's
 * page React Query (the entry, main.tsx, has already started that page's route table with the app's code). A
 * failure here is left to the router, which asks again.
 */
const startFirstLoad = (pathname: string) => {
  void restoreSession();
  if (signedInAreaOf(pathname)) loadQueryRoot().catch(() => undefined);
};

/**
 * Creates the router with the opened area's routes already in (decisions "First paint, session 16 — tbt-router").
 * The table's module has just run (in the task that ran the app's code), so the router is built in a task of its own
 * (converting and ranking the table, matching the opened address) and starts in another (its history, the first
 * navigation and its loaders): each task counts as blocking time past 50 ms. This is `createBrowserRouter` in two
 * steps (decisions "First paint, session 17 — tbt-start").
 */
export const createAppRouter = async () => {
  const { pathname } = window.location;
  startFirstLoad(pathname);
  const openedArea = await openedAreaRoutes(pathname);
  await yieldToMain();
  const built = createRouter({
    history: createBrowserHistory(),
    routes: appRoutes(openedArea ?? []),
    mapRouteProperties,
    hydrationRouteProperties,
    patchRoutesOnNavigation: discoverAreaRoutes,
  });
  await yieldToMain();
  const router = built.initialize();
  setRouterInstance(router);
  // What the entry requested early and the first screen did not use is not used later; what waits for the first screen
  // starts its wait (lib/first-screen.ts).
  const stopWatching = router.subscribe((state) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    dropEarlyRequests();
    firstNavigationSettled(takenEarlyResponses());
    stopWatching();
  });
  trackPendingNavigation(pendingNavigationPath);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
};
