import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { restoreSession } from '@/lib/auth/session';
import { registerNavigator } from '@/lib/navigation';
import { areaOf, discoverAreaRoutes, loadAreaRoutes } from './area-routes';
import { trackPendingNavigation } from './chunk-reload';
import { loadQueryRoot } from './query-root-loader';
import { pendingNavigationPath, setRouterInstance } from './router-instance';
import { routes } from './routes';

/**
 * The first load's downloads that wait for nothing start together: the session check, and on a signed-in area's
 * page its route table and React Query (otherwise the router would fetch the table, then check the session, then
 * load React Query, one after the other). A failure here is left to the router, which asks again.
 */
const startFirstLoad = (pathname: string) => {
  void restoreSession();
  const area = areaOf(pathname);
  // A public page under an area's prefix (/brand/signup) is in the start table and needs neither.
  const isPublicPage = matchRoutes(routes, pathname)?.at(-1)?.route.path !== '*';
  if (!area || isPublicPage) return;
  loadAreaRoutes(area).catch(() => undefined);
  loadQueryRoot().catch(() => undefined);
};

export const createAppRouter = () => {
  startFirstLoad(window.location.pathname);
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAreaRoutes });
  setRouterInstance(router);
  trackPendingNavigation(pendingNavigationPath);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
};
