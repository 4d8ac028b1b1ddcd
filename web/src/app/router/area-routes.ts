import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { AREA_TABLES, areaOf, signedInAreaOf, type Area } from './area-tables';
import { loadRouteChunk } from './chunk-reload';

/**
 * Adds the signed-in areas' route tables (area-tables.ts) to the router: the sign-in and sign-up pages paint without
 * downloading the tables of every brand, creator, strategist and staff screen (DESIGN §11: sign-in ≤ 120 KiB). The
 * router asks for an area's table the first time a path under `/<area>/` is visited (react-router's lazy route
 * discovery), and the table is added under the root route, whose guard loader then sees it like any other route.
 * The area of the page opened first is in the router from the start (`openedAreaRoutes`).
 */

const loading = new Map<Area, Promise<RouteObject[]>>();

/** An area's route table (downloaded once; a failed download is tried again next time). */
export const loadAreaRoutes = (area: Area) => {
  let table = loading.get(area);
  if (!table) {
    table = loadRouteChunk(AREA_TABLES[area]);
    table.catch(() => loading.delete(area));
    loading.set(area, table);
  }
  return table;
};

const patched = new Set<Area>();

/**
 * `patchRoutesOnNavigation`: adds the table of the area being visited under the root route, once. A navigation that
 * was superseded while the table downloaded patches nothing (react-router ignores `patch` once its signal aborted),
 * so the area counts as added only when the navigation was still current.
 */
export const discoverAreaRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  const area = areaOf(path);
  if (!area || patched.has(area)) return;
  const routes = await loadAreaRoutes(area);
  if (patched.has(area) || signal.aborted) return;
  patch('root', routes);
  patched.add(area);
};

/**
 * The table of the signed-in area `pathname` opens, for the router to start with (the entry, main.tsx, has started
 * its download together with the app's code): the first page then needs no discovery round, and the router ranks
 * its routes once instead of again after a patch. Null for a public page, or when the download failed (discovery
 * then asks again).
 */
export const openedAreaRoutes = async (pathname: string): Promise<RouteObject[] | null> => {
  const area = signedInAreaOf(pathname);
  if (!area) return null;
  try {
    const routes = await loadAreaRoutes(area);
    patched.add(area);
    return routes;
  } catch {
    return null;
  }
};
