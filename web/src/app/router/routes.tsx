import type { RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { RootErrorBoundary } from '../root-error-boundary';
import { RootShell } from '../root-shell';
import { UnmatchedRoute } from '../unmatched-route';
import { createGuardLoader } from './guard-loader';
import { publicRoutes } from './public-routes';
import { currentPath, isInitialLoad, routerRoutes } from './router-instance';

/**
 * The route table at start: the public screens, plus the table of the signed-in area being opened when the entry has
 * downloaded it (area-routes.ts: `openedAreaRoutes`). Other areas' tables are added under the root route when first
 * visited. Every route's `handle` declares its guards (`middleware`) and optional `validate(params)`; the root loader
 * runs them on every navigation, against the router's current table.
 */
export const appRoutes = (openedArea: RouteObject[] = []): RouteObject[] => [
  {
    id: 'root',
    path: '/',
    loader: createGuardLoader({ getRoutes: routerRoutes, isInitialLoad, currentPath }),
    // Guards must run on every navigation, not only when the root's params change.
    shouldRevalidate: () => true,
    element: <RootShell />,
    errorElement: <RootErrorBoundary />,
    HydrateFallback: FullPageSpinner,
    children: [...publicRoutes, ...openedArea, { path: '*', element: <UnmatchedRoute /> }],
  },
];
