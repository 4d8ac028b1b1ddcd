/** What the bundler's chunking context tells about a module (rolldown's ModuleInfo, the part used here). */
type ModuleInfo = {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
};
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

/**
 * The shared pieces of the signed-in screens (web/src/components and web/src/lib: formatters, badges, pagers, page
 * headers, the query helpers…, the route prefetch loader) in ONE chunk instead of the ~30 small automatic chunks the bundler would make: a
 * signed-in screen's first paint then waits for a few files instead of dozens (each one a request, queued six at a
 * time on an HTTP/1.1 connection pool — DESIGN §11, decisions "First paint, session 8"). Kept out of it:
 * - whatever a public page (landing, sign-in, sign-up, reset, activation…) loads before it paints, so their budgets do
 *   not move: what the entry, the public route table and the public pages import, statically or lazily;
 * - whatever needs zod (directly or through its imports), so a screen that validates nothing never downloads it;
 * - what is only ever imported lazily (the navbar's menus, loaded on first use): it stays its own chunk, downloaded
 *   when asked for, not with every screen.
 */
const SHARED_APP_CODE =
  /web[\\/]src[\\/](components[\\/]|lib[\\/]|app[\\/]router[\\/]prefetch-loader)|worker[\\/]schemas[\\/](vocabularies|team-abilities)\.ts$/;
const SHARED_CODE = /web[\\/]src[\\/](components|lib|config)[\\/]|worker[\\/]schemas[\\/]app-paths\.ts$/;
/** The dynamic imports that lead into the signed-in areas (their route tables and React Query's root). */
const SIGNED_IN_ROOTS = /web[\\/]src[\\/]app[\\/](router[\\/](brand|creator|internal|staff)-routes|query-root)\.tsx?$/;
/** Modules whose lazy imports a public page loads before it paints: the entry (the app, the landing page or the public
 * pages'), the public pages' table and route table (its pages) and the public pages themselves. */
const PUBLIC_LAZY_IMPORTERS =
  /web[\\/]src[\\/](main\.tsx|app[\\/](public-pages\.ts|public-entry\.tsx|router[\\/]public-routes\.tsx)|features[\\/]auth[\\/].*)$/;
const ZOD = /node_modules[\\/]zod[\\/]/;

const reachable = (graph: ModuleGraph, from: string[], follow: (id: string, info: ModuleInfo) => readonly string[]) => {
  const seen = new Set<string>();
  const queue = [...from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (info) queue.push(...follow(id, info));
  }
  return seen;
};

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
 */
const FIRST_SCREENS =
  /web[\\/]src[\\/](app[\\/](layouts[\\/].*|router[\\/].*|hooks[\\/].*|query-root)|lib[\\/]queries[\\/]get-brand-subscription|features[\\/](brand-campaigns[\\/]routes[\\/]campaigns-dashboard-page|creator-campaigns[\\/]routes[\\/]dashboard-page|brand-creators[\\/]routes[\\/]creator-database-page|content-review[\\/]routes[\\/]content-review-page))\.tsx?$/;

export const signedInCommonChunk = (entry: string) => {
  let publicModules: Set<string> | null = null;
  let firstScreenModules: Set<string> | null = null;
  const needsZod = new Map<string, boolean>();

  /** True when `id` or anything it imports statically is zod. */
  const importsZod = (graph: ModuleGraph, id: string): boolean => {
    const known = needsZod.get(id);
    if (known !== undefined) return known;
    needsZod.set(id, false); // a cycle adds nothing
    const result = ZOD.test(id) || (graph.getModuleInfo(id)?.importedIds ?? []).some((dep) => importsZod(graph, dep));
    needsZod.set(id, result);
    return result;
  };

  return (id: string, graph: ModuleGraph) => {
    if (!SHARED_APP_CODE.test(id) || id.includes('node_modules')) return null;
    publicModules ??= reachable(graph, [entry], (from, info) =>
      PUBLIC_LAZY_IMPORTERS.test(from)
        ? [...info.importedIds, ...info.dynamicallyImportedIds.filter((dep) => !SIGNED_IN_ROOTS.test(dep))]
        : info.importedIds,
    );
    if (publicModules.has(id) || importsZod(graph, id)) return null;
    const info = graph.getModuleInfo(id);
    if (info && info.dynamicImporters.length > 0 && info.importers.length === 0) return null;
    if (!firstScreenModules) {
      const everything = reachable(graph, [entry], (_from, module) => [
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
 * waits for 2 (DESIGN §11, decisions "First paint, session 10 — paint-shell").
 * - `area-<area>`: what only that area's route table imports statically (every screen of the area runs it) and what
 *   two or more of its first screens share (their layouts' pieces);
 * - `screen-<path>`: what only one first screen imports (its layout, page and their own components).
 * Nothing a public page loads, nothing that needs zod, nothing only ever imported lazily (a menu loaded on first use)
 * except the tables and the screens' own pages and layouts; nothing two areas run (the navbar's pieces, React Query's
 * root): the bundler places those. The shared components and helpers stay in `app-common` (a group of
 * higher priority). Another page importing one of these modules downloads its file (each is a few KiB).
 */
export const firstScreenChunks = (
  entry: string,
  webSrc: string,
  tables: Readonly<Record<string, string>>,
  frame: readonly string[],
  screens: readonly { path: string; code: readonly string[] }[],
) => {
  type Plan = Map<string, string>;
  let plan: Plan | null = null;
  const needsZod = new Map<string, boolean>();
  const importsZod = (graph: ModuleGraph, id: string): boolean => {
    const known = needsZod.get(id);
    if (known !== undefined) return known;
    needsZod.set(id, false);
    const result = ZOD.test(id) || (graph.getModuleInfo(id)?.importedIds ?? []).some((dep) => importsZod(graph, dep));
    needsZod.set(id, result);
    return result;
  };

  const planOf = (graph: ModuleGraph): Plan => {
    const idOf = (module: string) => {
      const id = `${webSrc}${module}`;
      if (!graph.getModuleInfo(id)) throw new Error(`first-screen chunks: no module web/src/${module}`);
      return id;
    };
    const staticFrom = (ids: string[]) => reachable(graph, ids, (_from, info) => info.importedIds);
    const publicModules = reachable(graph, [entry], (from, info) =>
      PUBLIC_LAZY_IMPORTERS.test(from)
        ? [...info.importedIds, ...info.dynamicallyImportedIds.filter((dep) => !SIGNED_IN_ROOTS.test(dep))]
        : info.importedIds,
    );
    // Imported only lazily, yet part of the first paint: the screens' layouts and pages, the tables, React Query's root.
    const roots = new Set([...screens.flatMap((screen) => screen.code), ...Object.values(tables), ...frame].map(idOf));
    const eligible = (id: string) => {
      if (id.includes('node_modules') || !/[\\/](web[\\/]src|worker[\\/]schemas)[\\/]/.test(id)) return false;
      if (publicModules.has(id) || importsZod(graph, id)) return false;
      const info = graph.getModuleInfo(id);
      return roots.has(id) || !info || info.importers.length > 0 || info.dynamicImporters.length === 0;
    };
    /** Per module: the areas whose frame or first screens run it, and which of those screens. */
    const areasOf = new Map<string, Set<string>>();
    const screensOf = new Map<string, Set<string>>();
    const tableModules = new Set<string>();
    const add = (map: Map<string, Set<string>>, id: string, value: string) =>
      map.set(id, (map.get(id) ?? new Set()).add(value));
    for (const [area, table] of Object.entries(tables)) {
      for (const id of staticFrom([...frame.map(idOf), idOf(table)])) {
        add(areasOf, id, area);
        tableModules.add(id);
      }
      for (const screen of screens.filter((candidate) => candidate.path.split('/')[1] === area)) {
        const name = screen.path
          .replace(/\/:[^/]+/g, '')
          .slice(1)
          .replace(/\//g, '-');
        for (const id of staticFrom(screen.code.map(idOf))) {
          add(areasOf, id, area);
          add(screensOf, id, name);
        }
      }
    }
    const result: Plan = new Map();
    for (const [id, areas] of areasOf) {
      if (!eligible(id)) continue;
      const [area] = areas;
      const [screen] = screensOf.get(id) ?? [];
      // Shared by several areas: left to the bundler (a shared file of them formed an import cycle with app-common,
      // whose components import some of them, and the app failed to start: "k is not a function").
      if (areas.size > 1) continue;
      result.set(id, tableModules.has(id) || (screensOf.get(id)?.size ?? 0) > 1 ? `area-${area}` : `screen-${screen}`);
    }
    return result;
  };

  return (id: string, graph: ModuleGraph) => {
    plan ??= planOf(graph);
    return plan.get(id) ?? null;
  };
};
