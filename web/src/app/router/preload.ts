import { matchRoutes } from 'react-router-dom';
import { ROUTE_PRELOAD_CONCURRENCY } from '@/config/constants';
import { createLimiter } from '@/lib/concurrency';
import type { RouteHandle } from '../guards/types';
import { routerRoutes } from './router-instance';

const limit = createLimiter(ROUTE_PRELOAD_CONCURRENCY);
const started = new Set<() => Promise<unknown>>();

/** Fetches the code of the routes matching `pathname` ahead of a visit, at most 4 downloads at a time. */
export const preloadRoute = (pathname: string) => {
  for (const match of matchRoutes(routerRoutes(), pathname) ?? []) {
    const preload = (match.route.handle as RouteHandle | undefined)?.preload;
    if (!preload || started.has(preload)) continue;
    started.add(preload);
    // A failed preload is retried by the real navigation; forget it so hovering can try again.
    limit(preload).catch(() => started.delete(preload));
  }
};

/** Preloads a list of paths when the browser is idle (e.g. an area's main navigation). */
export const preloadWhenIdle = (pathnames: readonly string[]) => {
  const run = () => pathnames.forEach(preloadRoute);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 1500);
};
