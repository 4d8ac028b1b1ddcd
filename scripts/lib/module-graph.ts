/** What the bundler's chunking context tells about a module (rolldown's ModuleInfo, the part used here). */
export type ModuleInfo = {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
};
export type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

/** The dynamic imports that lead into the signed-in app: the app's own entry (the router, which a public page opened
 * directly never boots), the areas' route tables and React Query's root. */
const SIGNED_IN_ROOTS =
  /web[\\/]src[\\/]app[\\/](app-entry|router[\\/](brand|creator|internal|staff)-routes|query-root)\.tsx?$/;
/** Modules whose lazy imports a public page loads before it paints: the entry (the landing page's or the public
 * pages'), the public pages' table and the public pages themselves. */
const PUBLIC_LAZY_IMPORTERS =
  /web[\\/]src[\\/](main\.tsx|app[\\/](public-pages\.ts|public-entry\.tsx)|features[\\/]auth[\\/].*)$/;
const ZOD = /node_modules[\\/]zod[\\/]/;

/** Every module reachable from `from` through the imports `follow` names. */
export const reachable = (
  graph: ModuleGraph,
  from: readonly string[],
  follow: (id: string, info: ModuleInfo) => readonly string[],
) => {
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

/** What a public page (landing, sign-in, sign-up, reset, activation…) loads before it paints, from the entry: what
 * the entry, the public pages' table and the public pages import, statically or lazily. */
export const publicModulesOf = (graph: ModuleGraph, entry: string) =>
  reachable(graph, [entry], (from, info) =>
    PUBLIC_LAZY_IMPORTERS.test(from)
      ? [...info.importedIds, ...info.dynamicallyImportedIds.filter((dep) => !SIGNED_IN_ROOTS.test(dep))]
      : info.importedIds,
  );

/** A check, remembered per module, of whether a module or anything it imports statically is zod. */
export const zodCheck = () => {
  const needsZod = new Map<string, boolean>();
  const importsZod = (graph: ModuleGraph, id: string): boolean => {
    const known = needsZod.get(id);
    if (known !== undefined) return known;
    needsZod.set(id, false); // a cycle adds nothing
    const result = ZOD.test(id) || (graph.getModuleInfo(id)?.importedIds ?? []).some((dep) => importsZod(graph, dep));
    needsZod.set(id, result);
    return result;
  };
  return importsZod;
};
