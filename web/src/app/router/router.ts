import { createBrowserRouter } from 'react-router-dom';
import { registerNavigator } from '@/lib/navigation';
import { discoverAreaRoutes } from './area-routes';
import { trackPendingNavigation } from './chunk-reload';
import { pendingNavigationPath, setRouterInstance } from './router-instance';
import { routes } from './routes';

export const createAppRouter = () => {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAreaRoutes });
  setRouterInstance(router);
  trackPendingNavigation(pendingNavigationPath);
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
};
