/** What the bundler's chunking context tells about a module (rolldown's ModuleInfo, the part used here). */
type ModuleInfo = { importedIds: readonly string[] };
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

/** The screens' own code and the shared contracts (components and lib belong to the signed-in common chunk). */
const SCREEN_CODE = /web[\\/]src[\\/]features[\\/]|worker[\\/]schemas[\\/]/;

/**
 * The modules an area's route table imports to start its screens' first data with their code (the prefetch loaders:
 * the campaigns list, the creator search, content review, rates…) and what they import from the features and the
 * contracts: ONE chunk per area (`brand-first-data`) instead of one small automatic chunk per set of importers
 * (8 files of ~1 KiB on the brand table). Every screen of the area downloads them with its table before its first
 * paint, each a request queued six at a time on an HTTP/1.1 connection pool (decisions "First paint, session 10 —
 * paint-screens"). A module that several areas' tables import keeps its automatic chunk, so no area downloads
 * another's code; components and lib modules are the signed-in common chunk's (higher priority).
 */
export const areaFirstDataChunk = (tables: Readonly<Record<string, string>>) => {
  let areasOf: Map<string, string[]> | null = null;
  return (id: string, graph: ModuleGraph) => {
    if (!SCREEN_CODE.test(id) || id.includes('node_modules')) return null;
    if (!areasOf) {
      const found = new Map<string, string[]>();
      for (const [area, table] of Object.entries(tables)) {
        const seen = new Set<string>();
        const queue = [...(graph.getModuleInfo(table)?.importedIds ?? [])];
        for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
          if (seen.has(next) || !SCREEN_CODE.test(next) || next.includes('node_modules')) continue;
          seen.add(next);
          found.set(next, [...(found.get(next) ?? []), area]);
          queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
        }
      }
      areasOf = found;
    }
    const areas = areasOf.get(id);
    return areas?.length === 1 ? `${areas[0]}-first-data` : null;
  };
};
