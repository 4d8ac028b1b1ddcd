import { createBrowserRouter } from 'react-router-dom';
import { restoreSession } from '@/lib/auth/session';
import { dropEarlyRequests, takenEarlyResponses } from '@/lib/early-requests';
import { firstNavigationSettled } from '@/lib/first-screen';
import { registerNavigator } from '@/lib/navigation';
import { discoverAreaRoutes } from './area-routes';
import { signedInAreaOf } from './area-tables';
import { trackPendingNavigation } from './chunk-reload';
import { loadQueryRoot } from './query-root-loader';
import { pendingNavigationPath, setRouterInstance } from './router-instance';
import { routes } from './routes';

/**
 * The first load's downloads that wait for nothing start together: the session check, and on a signed-in area's
 * page React Query (the entry, main.tsx, has already started that page's route table with the app's code). A
 * failure here is left to the router, which asks again.
 */
const startFirstLoad = (pathname: string) => {
  void restoreSession();
  if (signedInAreaOf(pathname)) loadQueryRoot().catch(() => undefined);
};

export const createAppRouter = () => {
  startFirstLoad(window.location.pathname);
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAreaRoutes });
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
