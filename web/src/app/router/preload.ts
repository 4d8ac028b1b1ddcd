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

/**
 * The files of the area's navigation screens that the page's HTML names (the Worker's `<meta name="next-screens">`,
 * worker/lib/first-paint.ts), or null where it names none (the dev server, or a session begun on a public page).
 */
const namedInHtml = () =>
  document.querySelector<HTMLMetaElement>('meta[name="next-screens"]')?.content.split(' ').filter(Boolean) ?? null;

/**
 * Downloads one file without running it: a script as a module preload (the browser fetches and compiles it, and runs
 * it only when a navigation imports it), a stylesheet as a style preload (applied when a screen links it). Resolves
 * when the download has finished or failed.
 */
const downloadOnly = (href: string) =>
  new Promise<void>((resolve) => {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });

/** Resolves in a task of its own (after what the browser has queued), so the work that follows starts a new task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let htmlListDownloaded = false;

/**
 * The navigation's screens, ahead of a click: the files the HTML names, downloaded only and once (running them here
 * showed as long tasks of module evaluation, zod's schemas and the forms, while the page was still measured: decisions
 * "First paint, session 14 — app-paint"); without such a list, each path's code is imported as before.
 */
const preloadScreens = (pathnames: readonly string[]) => {
  const files = namedInHtml();
  if (!files) pathnames.forEach(preloadRoute);
  else if (!htmlListDownloaded) {
    htmlListDownloaded = true;
    // At most 4 at a time, each added when one finishes, and each in a task of its own: adding ~50 links at once was
    // itself a 100 ms task (4× slowdown), and the first 4 added together still were one of 100 ms.
    for (const file of files) void limit(() => nextTask().then(() => downloadOnly(file)));
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
    if (!cancelled) preloadScreens(pathnames);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 0);
  afterPageLoad(() => setTimeout(whenIdle, ROUTE_PRELOAD_DELAY_MS));
  return () => {
    cancelled = true;
  };
};
