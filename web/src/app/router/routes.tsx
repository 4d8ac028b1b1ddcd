import type { RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { RootErrorBoundary } from '../root-error-boundary';
import { RootShell } from '../root-shell';
import { UnmatchedRoute } from '../unmatched-route';
import { createGuardLoader } from './guard-loader';
import { publicRoutes } from './public-routes';
import { currentPath, isInitialLoad, routerRoutes } from './router-instance';

/**
 * The route table at start: the public screens. The brand, creator and strategist tables are added under the root
 * route when their area is first visited (area-routes.ts). Every route's `handle` declares its guards (`middleware`)
 * and optional `validate(params)`; the root loader runs them on every navigation, against the router's current table.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: createGuardLoader({ getRoutes: routerRoutes, isInitialLoad, currentPath }),
    // Guards must run on every navigation, not only when the root's params change.
    shouldRevalidate: () => true,
    element: <RootShell />,
    errorElement: <RootErrorBoundary />,
    HydrateFallback: FullPageSpinner,
    children: [...publicRoutes, { path: '*', element: <UnmatchedRoute /> }],
  },
];
