import type { RouteObject } from 'react-router-dom';
import { PUBLIC_PAGES_IN_AREAS } from './first-paint-screens';

/**
 * The signed-in areas' route tables (and the dev mailbox's), each its own chunk (area-routes.ts adds them to the
 * router). Kept apart from the router so the entry (main.tsx) can start downloading the table of the screen being
 * opened together with the app's code, instead of after it (DESIGN §11, decisions "First paint, session 8").
 */
export const AREA_TABLES = {
  brand: async () => (await import('./brand-routes')).brandRoutes,
  creator: async () => (await import('./creator-routes')).creatorRoutes,
  internal: async () => (await import('./internal-routes')).internalRoutes,
  staff: async () => (await import('./staff-routes')).staffRoutes,
  dev: async () => (await import('./staff-routes')).devRoutes,
} satisfies Record<string, () => Promise<RouteObject[]>>;

export type Area = keyof typeof AREA_TABLES;

/** The area a path belongs to (its first segment), or null for the public screens. */
export const areaOf = (path: string): Area | null => {
  const first = path.split(/[/?#]/)[1] ?? '';
  return Object.hasOwn(AREA_TABLES, first) ? (first as Area) : null;
};

/** The area of a signed-in screen, or null for a public page (even one under an area's prefix, like /brand/signup;
 * tests/unit/web/area-routes checks the list). */
export const signedInAreaOf = (pathname: string): Area | null =>
  (PUBLIC_PAGES_IN_AREAS as readonly string[]).includes(pathname.replace(/\/$/, '')) ? null : areaOf(pathname);
