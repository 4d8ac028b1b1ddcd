import { matchRoutes } from 'react-router-dom';
import { ROUTE_PRELOAD_CONCURRENCY, ROUTE_PRELOAD_DELAY_MS } from '@/config/constants';
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

/** Runs `then` once the page has loaded (every script, style and image of the first paint). */
const afterPageLoad = (then: () => void) => {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
};

/**
 * Preloads a list of paths (e.g. an area's main navigation) a while after the page has loaded, when the browser is
 * idle: started earlier, these downloads competed with the first screen's own code and data for the connection and
 * delayed its largest paint (DESIGN §11, decisions "First paint, session 8"). Returns a cancel function.
 */
export const preloadWhenIdle = (pathnames: readonly string[]) => {
  let cancelled = false;
  const run = () => {
    if (!cancelled) pathnames.forEach(preloadRoute);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 0);
  afterPageLoad(() => setTimeout(whenIdle, ROUTE_PRELOAD_DELAY_MS));
  return () => {
    cancelled = true;
  };
};
