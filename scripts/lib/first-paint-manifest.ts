import type { Plugin } from 'vite';
import {
  AREA_NAV_SCREENS,
  AREA_ROUTE_TABLES,
  FIRST_PAINT_SCREENS,
  PUBLIC_PAGES_IN_AREAS,
  SESSION_CHECK,
  SIGNED_IN_FRAME,
} from '../../web/src/app/router/first-paint-screens';
import type { FirstPaintManifest } from '../../worker/lib/first-paint';

/** The part of a built chunk this plugin reads. */
type BuiltChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  moduleIds: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
};
type BuiltAsset = { type: 'asset' };

/**
 * The build files (scripts and stylesheets) each signed-in screen of web/src/app/router/first-paint-screens.ts runs
 * before it paints, as dist/web/first-paint.json for the Worker (worker/lib/first-paint.ts): the chunks holding its
 * modules and everything they import statically, minus what index.html already loads. A module of the table that is
 * in no chunk fails the build (a page was renamed or moved: update the table).
 */
export const firstPaintManifest = (bundle: Record<string, BuiltChunk | BuiltAsset>): FirstPaintManifest => {
  const chunks = Object.values(bundle).filter((file): file is BuiltChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string) => {
    const suffix = `/web/src/${module}`;
    const found = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(suffix)));
    if (!found)
      throw new Error(`first paint: no chunk holds web/src/${module} (web/src/app/router/first-paint-screens.ts)`);
    return found;
  };
  /** A chunk's file and those it imports statically, depth first (what a module preload of it downloads). */
  const closure = (files: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
    };
    files.forEach(visit);
    return [...seen];
  };
  const inHtml = new Set(closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)));
  const stylesOf = (files: string[]) =>
    files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
  const inHtmlStyles = new Set(stylesOf([...inHtml]));
  /** The files of `modules` not already loaded by index.html or listed in `besides`. */
  const preloadsOf = (modules: readonly string[], besides = new Set<string>()) => {
    const files = closure(modules.map((module) => chunkOf(module).fileName)).filter(
      (file) => !inHtml.has(file) && !besides.has(file),
    );
    return {
      scripts: files.map((file) => `/${file}`),
      styles: [...new Set(stylesOf(files))].filter((css) => !inHtmlStyles.has(css)).map((css) => `/${css}`),
    };
  };

  /** What every screen of the area has loaded once it has painted: the frame and the area's route table. */
  const areaFilesOf = (area: keyof typeof AREA_ROUTE_TABLES) =>
    new Set(closure([...SIGNED_IN_FRAME, AREA_ROUTE_TABLES[area]].map((module) => chunkOf(module).fileName)));

  const areas = Object.fromEntries(
    Object.entries(AREA_ROUTE_TABLES).map(([area, table]) => [area, preloadsOf([...SIGNED_IN_FRAME, table])]),
  );
  const screens = FIRST_PAINT_SCREENS.map((screen) => {
    const area = screen.path.split('/')[1] as keyof typeof AREA_ROUTE_TABLES;
    return { path: screen.path, files: preloadsOf(screen.code, areaFilesOf(area)), data: [...screen.data] };
  });
  const afterLoad = Object.fromEntries(
    Object.entries(AREA_NAV_SCREENS).map(([area, screensByLink]) => [
      area,
      preloadsOf([...new Set(Object.values(screensByLink).flat())], areaFilesOf(area as keyof typeof AREA_NAV_SCREENS)),
    ]),
  );
  return { areas, screens, afterLoad, publicPaths: [...PUBLIC_PAGES_IN_AREAS], session: SESSION_CHECK };
};

/** Writes dist/web/first-paint.json (see `firstPaintManifest`). */
export const firstPaintManifestPlugin = (): Plugin => ({
  name: 'social-loop-first-paint-manifest',
  apply: 'build',
  generateBundle(_options, bundle) {
    const manifest = firstPaintManifest(bundle as unknown as Record<string, BuiltChunk | BuiltAsset>);
    this.emitFile({ type: 'asset', fileName: 'first-paint.json', source: JSON.stringify(manifest) });
  },
});
