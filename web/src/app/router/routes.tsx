import type { RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { RootErrorBoundary } from '../root-error-boundary';
import { RootShell } from '../root-shell';
import { UnmatchedRoute } from '../unmatched-route';
import { brandRoutes } from './brand-routes';
import { creatorRoutes } from './creator-routes';
import { createGuardLoader } from './guard-loader';
import { internalRoutes } from './internal-routes';
import { publicRoutes } from './public-routes';
import { currentPath, isInitialLoad } from './router-instance';

/**
 * The whole route table. Every route's `handle` declares its guards (`middleware`) and optional
 * `validate(params)`; the root loader runs them on every navigation.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: createGuardLoader({ getRoutes: () => routes, isInitialLoad, currentPath }),
    // Guards must run on every navigation, not only when the root's params change.
    shouldRevalidate: () => true,
    element: <RootShell />,
    errorElement: <RootErrorBoundary />,
    HydrateFallback: FullPageSpinner,
    children: [
      ...publicRoutes,
      ...brandRoutes,
      ...creatorRoutes,
      ...internalRoutes,
      { path: '*', element: <UnmatchedRoute /> },
    ],
  },
];
