import { createBrowserRouter } from 'react-router-dom';
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
import { yieldToMain } from '../yield-to-main';

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
 * The table's module has just run (in the task that ran the app's code), so the router starts in a task of its own:
 * each counts as blocking time past 50 ms.
 */
export const createAppRouter = async () => {
  const { pathname } = window.location;
  startFirstLoad(pathname);
  const openedArea = await openedAreaRoutes(pathname);
  await yieldToMain();
  const router = createBrowserRouter(appRoutes(openedArea ?? []), { patchRoutesOnNavigation: discoverAreaRoutes });
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
