import { describe, expect, it } from 'vitest';
import { firstScreenPlan } from '../../scripts/lib/first-screen-plan';
import { firstScreenChunks, signedInCommonChunk } from '../../scripts/lib/signed-in-common-chunk';

const SRC = '/app/web/src/';

/** A module graph from each module's static and lazy imports (paths under web/src, or node_modules). */
const graphOf = (modules: Record<string, { imports?: string[]; lazy?: string[] }>) => {
  const id = (path: string) => (path.startsWith('/') ? path : `${SRC}${path}`);
  const importersOf = (path: string, kind: 'imports' | 'lazy') =>
    Object.entries(modules)
      .filter(([, module]) => (module[kind] ?? []).includes(path))
      .map(([importer]) => id(importer));
  return {
    getModuleInfo: (moduleId: string) => {
      const path = moduleId.startsWith(SRC) ? moduleId.slice(SRC.length) : moduleId;
      const module = modules[path];
      if (!module) return null;
      return {
        importedIds: (module.imports ?? []).map(id),
        dynamicallyImportedIds: (module.lazy ?? []).map(id),
        importers: importersOf(path, 'imports'),
        dynamicImporters: importersOf(path, 'lazy'),
      };
    },
  };
};

const ZOD = '/app/node_modules/zod/index.js';
const graph = graphOf({
  'main.tsx': {
    imports: ['app/public-pages.ts'],
    lazy: ['app/public-entry.tsx', 'app/app-entry.tsx', 'app/router/brand-routes.tsx', 'app/router/creator-routes.tsx'],
  },
  'app/public-pages.ts': { lazy: ['features/auth/sign-in-page.tsx'] },
  'app/public-entry.tsx': { imports: ['components/ui/text-field.tsx'] },
  'features/auth/sign-in-page.tsx': { imports: ['components/ui/text-field.tsx'] },
  'components/ui/text-field.tsx': {},
  'app/app-entry.tsx': {
    imports: ['app/router/router-instance.ts', 'components/ui/button-link.tsx', 'components/ui/text-field.tsx'],
    lazy: ['app/query-root.tsx'],
  },
  'app/router/router-instance.ts': {},
  'components/ui/button-link.tsx': {},
  'app/query-root.tsx': { imports: ['features/notifications/notification-keys.ts'] },
  'features/notifications/notification-keys.ts': {},
  'app/router/brand-routes.tsx': {
    imports: ['app/router/route-helpers.tsx', 'features/brand/brand-keys.ts'],
    lazy: ['app/layouts/brand-layout.tsx', 'features/brand/campaigns-page.tsx', 'features/brand/form-page.tsx'],
  },
  'app/router/creator-routes.tsx': {
    imports: ['app/router/route-helpers.tsx'],
    lazy: ['app/layouts/creator-layout.tsx', 'features/creator/dashboard-page.tsx'],
  },
  'app/router/route-helpers.tsx': {},
  'features/brand/brand-keys.ts': {},
  'app/layouts/brand-layout.tsx': { imports: ['app/layouts/area-shell.tsx'] },
  'app/layouts/creator-layout.tsx': { imports: ['app/layouts/area-shell.tsx'] },
  'app/layouts/area-shell.tsx': { imports: ['app/router/router-instance.ts'], lazy: ['app/layouts/menu.tsx'] },
  'app/layouts/menu.tsx': {},
  'features/brand/campaigns-page.tsx': { imports: ['features/brand/campaign-card.tsx', 'features/brand/checks.ts'] },
  'features/brand/campaign-card.tsx': {},
  'features/brand/checks.ts': { imports: [ZOD] },
  [ZOD]: {},
  'features/brand/form-page.tsx': { imports: ['features/brand/checks.ts'] },
  'features/creator/dashboard-page.tsx': { imports: ['features/creator/todo-list.tsx'] },
  'features/creator/todo-list.tsx': {},
});

const table = {
  entry: `${SRC}main.tsx`,
  webSrc: SRC,
  tables: { brand: 'app/router/brand-routes.tsx', creator: 'app/router/creator-routes.tsx' },
  frame: ['app/app-entry.tsx', 'app/query-root.tsx'],
  screens: [
    { path: '/brand/campaigns', code: ['app/layouts/brand-layout.tsx', 'features/brand/campaigns-page.tsx'] },
    { path: '/creator/dashboard', code: ['app/layouts/creator-layout.tsx', 'features/creator/dashboard-page.tsx'] },
  ],
};

describe('what a signed-in screen waits for before its first paint', () => {
  const chunkOf = (path: string) => firstScreenPlan(table)(graph).get(`${SRC}${path}`);

  it("puts what several areas run in app-common: the app's entry and router, React Query's root, the area shell", () => {
    for (const path of [
      'app/app-entry.tsx',
      'app/router/router-instance.ts',
      'components/ui/button-link.tsx',
      'app/query-root.tsx',
      'features/notifications/notification-keys.ts',
      'app/router/route-helpers.tsx',
      'app/layouts/area-shell.tsx',
    ])
      expect(chunkOf(path), path).toBe('app-common');
  });

  it("puts an area's own table code in area-<area> and one screen's own code in screen-<path>", () => {
    expect(chunkOf('app/router/brand-routes.tsx')).toBe('area-brand');
    expect(chunkOf('features/brand/brand-keys.ts')).toBe('area-brand');
    expect(chunkOf('app/router/creator-routes.tsx')).toBe('area-creator');
    expect(chunkOf('app/layouts/brand-layout.tsx')).toBe('screen-brand-campaigns');
    expect(chunkOf('features/brand/campaign-card.tsx')).toBe('screen-brand-campaigns');
    expect(chunkOf('features/creator/todo-list.tsx')).toBe('screen-creator-dashboard');
  });

  it('leaves out what a public page loads, what needs zod and what is only ever imported lazily', () => {
    expect(chunkOf('components/ui/text-field.tsx')).toBeUndefined();
    expect(chunkOf('features/brand/checks.ts')).toBeUndefined();
    expect(chunkOf('app/layouts/menu.tsx')).toBeUndefined();
  });

  it('gives each module to one group: app-common through the common chunk, the rest through the first-screen chunks', () => {
    const common = signedInCommonChunk(table);
    const firstScreens = firstScreenChunks(table);
    expect(common(`${SRC}app/router/router-instance.ts`, graph)).toBe('app-common');
    expect(firstScreens(`${SRC}app/router/router-instance.ts`, graph)).toBeNull();
    expect(common(`${SRC}features/brand/brand-keys.ts`, graph)).toBeNull();
    expect(firstScreens(`${SRC}features/brand/brand-keys.ts`, graph)).toBe('area-brand');
    expect(common(`${SRC}components/ui/text-field.tsx`, graph)).toBeNull();
  });
});
