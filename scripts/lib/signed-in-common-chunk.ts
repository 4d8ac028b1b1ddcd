import { type FirstPaintTable, firstScreenPlan } from './first-screen-plan';
import { type ModuleGraph, publicModulesOf, reachable, zodCheck } from './module-graph';

/**
 * The shared pieces of the signed-in screens (web/src/components and web/src/lib: formatters, badges, pagers, page
 * headers, the query helpers…, the route prefetch loader) in ONE chunk instead of the ~30 small automatic chunks the
 * bundler would make: a signed-in screen's first paint then waits for a few files instead of dozens (each one a
 * request, queued six at a time on an HTTP/1.1 connection pool — DESIGN §11, decisions "First paint, session 8").
 * Kept out of it:
 * - whatever a public page (landing, sign-in, sign-up, reset, activation…) loads before it paints, so their budgets do
 *   not move: what the entry, the public pages' table and the public pages import, statically or lazily;
 * - whatever needs zod (directly or through its imports), so a screen that validates nothing never downloads it;
 * - what is only ever imported lazily (the navbar's menus, loaded on first use): it stays its own chunk, downloaded
 *   when asked for, not with every screen.
 */
const SHARED_APP_CODE =
  /web[\\/]src[\\/](components[\\/]|lib[\\/]|app[\\/]router[\\/]prefetch-loader)|worker[\\/]schemas[\\/](vocabularies|team-abilities)\.ts$/;
const SHARED_CODE = /web[\\/]src[\\/](components|lib|config)[\\/]|worker[\\/]schemas[\\/]app-paths\.ts$/;

/**
 * The shared pieces the landing page loads (button, logo, icons, constants, storage…) in one chunk, as the bundler
 * made it before the signed-in chunk above existed: with that chunk as one more importer, it would split them into
 * one file per set of importers, and every public page would load half a dozen more files.
 */
export const landingCommonChunk = (landingEntry: string) => {
  let landingModules: Set<string> | null = null;
  return (id: string, graph: ModuleGraph) => {
    if (!SHARED_CODE.test(id) || id.includes('node_modules')) return null;
    landingModules ??= reachable(graph, [landingEntry], (_from, info) => info.importedIds);
    return landingModules.has(id) ? 'landing-common' : null;
  };
};

/**
 * The app's frame (route tables, hooks and the brand's subscription check, React Query's root, the area layouts) and
 * the first screen of each area (the screens DESIGN §11 measures): the shared pieces they import are `app-common`;
 * those only other screens import (charts, tables, offers, message threads…) are one more chunk, `app-more`, which
 * those screens download alongside it instead of every screen downloading them before its first paint.
 * `app-common` also takes what the first-paint table's frame and screens of two or more areas run, the app's entry
 * and router included (`firstScreenPlan`): every signed-in screen downloads those before its first paint anyway, and
 * as a dozen automatic chunks of 0.2–3 KiB each was a request (decisions "First paint, session 15 — paint-chunks").
 */
const FIRST_SCREENS =
  /web[\\/]src[\\/](app[\\/](layouts[\\/].*|router[\\/].*|hooks[\\/].*|query-root)|lib[\\/]queries[\\/]get-brand-subscription|features[\\/](brand-campaigns[\\/]routes[\\/]campaigns-dashboard-page|creator-campaigns[\\/]routes[\\/]dashboard-page|brand-creators[\\/]routes[\\/]creator-database-page|content-review[\\/]routes[\\/]content-review-page))\.tsx?$/;

export const signedInCommonChunk = (table: FirstPaintTable) => {
  const planOf = firstScreenPlan(table);
  let publicModules: Set<string> | null = null;
  let firstScreenModules: Set<string> | null = null;
  const importsZod = zodCheck();

  return (id: string, graph: ModuleGraph) => {
    if (id.includes('node_modules')) return null;
    if (!SHARED_APP_CODE.test(id)) return planOf(graph).get(id) === 'app-common' ? 'app-common' : null;
    publicModules ??= publicModulesOf(graph, table.entry);
    if (publicModules.has(id) || importsZod(graph, id)) return null;
    const info = graph.getModuleInfo(id);
    if (info && info.dynamicImporters.length > 0 && info.importers.length === 0) return null;
    if (!firstScreenModules) {
      const everything = reachable(graph, [table.entry], (_from, module) => [
        ...module.importedIds,
        ...module.dynamicallyImportedIds,
      ]);
      const firstScreens = [...everything].filter((module) => FIRST_SCREENS.test(module));
      firstScreenModules = reachable(graph, firstScreens, (_from, module) => module.importedIds);
    }
    return firstScreenModules.has(id) ? 'app-common' : 'app-more';
  };
};

/**
 * The code of each signed-in area's route table and of its measured first screens (web/src/app/router/
 * first-paint-screens.ts) in a few files instead of ~25 chunks of 0.2–3 KiB: on slow 4G each file is a round trip on
 * one of six HTTP/1.1 connections, so a screen that waits for 25 small files pays ~4 round trips more than one that
 * waits for 2 (DESIGN §11, decisions "First paint, session 10 — paint-shell"): `area-<area>` and `screen-<path>` of
 * `firstScreenPlan`. The shared components and helpers, and what several areas run, are `app-common`'s (a group of
 * higher priority). Another page importing one of these modules downloads its file (each is a few KiB).
 */
export const firstScreenChunks = (table: FirstPaintTable) => {
  const planOf = firstScreenPlan(table);
  return (id: string, graph: ModuleGraph) => {
    const chunk = planOf(graph).get(id);
    return chunk === undefined || chunk === 'app-common' ? null : chunk;
  };
};
