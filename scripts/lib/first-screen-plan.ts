import { type ModuleGraph, publicModulesOf, reachable, zodCheck } from './module-graph';

/** The table of what the signed-in screens run before their first paint (web/src/app/router/first-paint-screens.ts),
 * with the entry and web/src as the bundler names them. */
export type FirstPaintTable = {
  entry: string;
  webSrc: string;
  tables: Readonly<Record<string, string>>;
  frame: readonly string[];
  screens: readonly { path: string; code: readonly string[] }[];
};

/**
 * Per module of the app's frame, the areas' route tables and the measured first screens: which chunk it goes to.
 * - `app-common`: what two or more areas run (the app entry and router, React Query's root, the navbar's and the area
 *   shell's pieces, the notification count): every signed-in screen downloads it anyway, so one file, not a dozen;
 * - `area-<area>`: what only that area's route table imports statically and what two or more of its first screens
 *   share;
 * - `screen-<path>`: what only one first screen imports (its layout, page and their own components).
 * Nothing a public page loads, nothing that needs zod, nothing only ever imported lazily (a menu loaded on first use)
 * except the tables, the screens' layouts and pages and the frame's roots.
 */
export type FirstScreenPlan = ReadonlyMap<string, string>;

const screenName = (path: string) =>
  path
    .replace(/\/:[^/]+/g, '')
    .slice(1)
    .replace(/\//g, '-');

export const firstScreenPlan = ({ entry, webSrc, tables, frame, screens }: FirstPaintTable) => {
  let plan: FirstScreenPlan | null = null;
  const importsZod = zodCheck();

  const planOf = (graph: ModuleGraph): FirstScreenPlan => {
    const idOf = (module: string) => {
      const id = `${webSrc}${module}`;
      if (!graph.getModuleInfo(id)) throw new Error(`first-screen chunks: no module web/src/${module}`);
      return id;
    };
    const staticFrom = (ids: string[]) => reachable(graph, ids, (_from, info) => info.importedIds);
    const publicModules = publicModulesOf(graph, entry);
    // Imported only lazily, yet part of the first paint: the screens' layouts and pages, the tables, the frame's roots.
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
        for (const id of staticFrom(screen.code.map(idOf))) {
          add(areasOf, id, area);
          add(screensOf, id, screenName(screen.path));
        }
      }
    }
    const result = new Map<string, string>();
    for (const [id, areas] of areasOf) {
      if (!eligible(id)) continue;
      const [area] = areas;
      const [screen] = screensOf.get(id) ?? [];
      if (areas.size > 1) result.set(id, 'app-common');
      else
        result.set(
          id,
          tableModules.has(id) || (screensOf.get(id)?.size ?? 0) > 1 ? `area-${area}` : `screen-${screen}`,
        );
    }
    return result;
  };

  return (graph: ModuleGraph): FirstScreenPlan => (plan ??= planOf(graph));
};
