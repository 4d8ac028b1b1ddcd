import { createPath, type createBrowserRouter } from 'react-router-dom';

type AppRouter = ReturnType<typeof createBrowserRouter>;

let instance: AppRouter | null = null;

export const setRouterInstance = (router: AppRouter) => {
  instance = router;
};

export const isInitialLoad = () => !instance?.state.initialized;

export const currentPath = () => (instance ? createPath(instance.state.location) : '/');

/** Where a navigation in progress is heading (null when idle or on the first load). */
export const pendingNavigationPath = () => {
  const navigation = instance?.state.navigation;
  return navigation && navigation.state !== 'idle' && navigation.location ? createPath(navigation.location) : null;
};

/** The app's route table, as the router holds it (empty before the router exists). */
export const routerRoutes = () => instance?.routes ?? [];
