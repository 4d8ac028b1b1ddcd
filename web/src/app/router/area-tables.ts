import type { RouteObject } from 'react-router-dom';

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

/** The public pages under an area's prefix (they are in the start table; tests/unit/web/area-tables checks the list). */
const PUBLIC_PAGES_IN_AREAS = /^\/(brand|creator)\/signup\/?$/;

/** The area of a signed-in screen, or null for a public page (even one under an area's prefix, like /brand/signup). */
export const signedInAreaOf = (pathname: string): Area | null =>
  PUBLIC_PAGES_IN_AREAS.test(pathname) ? null : areaOf(pathname);

/**
 * The first data of the signed-in screens whose largest paint is that data, by path (no search parameters): the
 * entry requests it together with the session check and the app's code (lib/early-requests.ts). Each address must be
 * exactly the one the page's first query asks for (tests/unit/web/first-data.test.ts checks it); a screen opened
 * with search parameters (another tab, page or search) asks for its own data as before.
 */
const FIRST_DATA: Readonly<Record<string, string>> = {
  '/brand/campaigns': '/api/brand/campaigns/?status=active&page=1&page_size=9',
  '/creator/dashboard': '/api/influencer/dashboard/',
};

/** What the entry may request before the app's code runs on a first load of this address. */
export const earlyRequestsFor = (pathname: string, search: string): string[] => {
  if (!signedInAreaOf(pathname)) return [];
  const data = search ? undefined : FIRST_DATA[pathname.replace(/\/$/, '')];
  return data ? ['/api/auth/me/', data] : ['/api/auth/me/'];
};
